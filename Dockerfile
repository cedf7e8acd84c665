# The production image: the build served by nginx with deploy/nginx.conf.template.
# config.json and the Content-Security-Policy come from environment variables at
# container start (deploy/docker-entrypoint.sh); see README.md, "Deploying".
#
#   docker build -t health-research-assistant .
#   docker run -p 8080:8080 -e API_URL=https://api.example.org \
#     -e AUTH_URL=https://id.example.org -e AUTH_REALM=health \
#     -e AUTH_CLIENT_ID=web health-research-assistant

# The build on a supported Node LTS: Node 20 reached its end of life in April
# 2026 (no more security fixes for the toolchain that writes the bundle);
# Node 24 is the LTS with the longest support left. The toolchain still
# builds and tests on Node 20.19 too (package.json, engines: what Vite and
# Rolldown need), which development machines may run.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Without the development config.json: the entrypoint writes the real one.
RUN npm run build && rm dist/config.json

FROM nginx:stable-alpine
ENV PORT=8080 \
    HTML_DIR=/usr/share/nginx/html \
    NGINX_TEMPLATE=/etc/nginx/app.conf.template \
    NGINX_CONF=/etc/nginx/conf.d/default.conf
RUN rm -rf /usr/share/nginx/html/*
COPY deploy/nginx.conf.template /etc/nginx/app.conf.template
COPY deploy/docker-entrypoint.sh /usr/local/bin/app-entrypoint.sh
COPY --from=build /app/dist /usr/share/nginx/html
RUN chmod 755 /usr/local/bin/app-entrypoint.sh
EXPOSE 8080
# Replaces the image's own entrypoint: its template step would substitute
# every variable, nginx's $uri included.
ENTRYPOINT ["/usr/local/bin/app-entrypoint.sh"]
CMD ["nginx", "-g", "daemon off;"]
