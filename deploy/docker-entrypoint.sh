#!/bin/sh
# Container start: writes config.json from environment variables (docs/api.md),
# computes the Content-Security-Policy from the same values (the policy of
# scripts/security-headers.mjs; nginx:alpine has no Node, so it is built here
# in sh), renders deploy/nginx.conf.template and runs nginx (or the command
# given).
#
# Required: API_URL, AUTH_URL, AUTH_REALM, AUTH_CLIENT_ID.
# Optional: ANALYTICS_SCRIPT_URL, ANALYTICS_WEBSITE_ID, ANALYTICS_ALLOW_LOCALHOST,
#           ERROR_REPORTING_DSN, ERROR_REPORTING_TUNNEL,
#           ERROR_REPORTING_ENVIRONMENT, DEBUG, PORT (default 8080).
# Paths (overridable for tests): HTML_DIR, NGINX_TEMPLATE, NGINX_CONF.
set -eu

HTML_DIR=${HTML_DIR:-/usr/share/nginx/html}
NGINX_TEMPLATE=${NGINX_TEMPLATE:-/etc/nginx/app.conf.template}
NGINX_CONF=${NGINX_CONF:-/etc/nginx/conf.d/default.conf}
PORT=${PORT:-8080}

problems=''
problem() {
  problems="${problems}  - $1
"
}

# A value that goes into config.json on one line.
check_single_line() {
  case $2 in
    *[[:cntrl:]]*) problem "$1 must be a single line of text" ;;
  esac
}

# scheme://host[:port] of an http(s) URL, lower case, without the default
# port: what `new URL(url).origin` gives in security-headers.mjs. Only letters,
# digits, dots, hyphens and an IPv6 literal pass, so nothing but an origin can
# reach the nginx configuration. Prints nothing for anything else.
origin_of() {
  printf '%s' "$1" |
    sed -E -n 's|^([hH][tT][tT][pP][sS]?://)([^/?#@]*@)?([^/?#]+).*$|\1\3|p' |
    tr 'A-Z' 'a-z' |
    sed -E -e 's|^(http://.*):80$|\1|' -e 's|^(https://.*):443$|\1|' |
    grep -E '^https?://([a-z0-9.-]+|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$' || true
}

require_url() {
  eval "value=\${$1:-}"
  if [ -z "$value" ]; then
    problem "$1 is required: $2"
  elif [ -z "$(origin_of "$value")" ]; then
    problem "$1 must be an http(s) URL, got: $value"
  fi
}

require_text() {
  eval "value=\${$1:-}"
  if [ -z "$value" ]; then
    problem "$1 is required: $2"
  else
    check_single_line "$1" "$value"
  fi
}

optional_boolean() {
  eval "value=\${$1:-}"
  case $value in
    '' | true | false) ;;
    *) problem "$1 must be true or false, got: $value" ;;
  esac
}

require_url API_URL 'the base URL of the API, e.g. https://api.example.org'
require_url AUTH_URL 'the identity provider (Keycloak) URL, e.g. https://id.example.org'
require_text AUTH_REALM 'the identity provider realm, e.g. health'
require_text AUTH_CLIENT_ID 'the public client id at the identity provider, e.g. web'
if [ -n "${ANALYTICS_SCRIPT_URL:-}" ] && [ -z "$(origin_of "$ANALYTICS_SCRIPT_URL")" ]; then
  problem "ANALYTICS_SCRIPT_URL must be an http(s) URL, got: $ANALYTICS_SCRIPT_URL"
fi
for name in ANALYTICS_WEBSITE_ID ERROR_REPORTING_DSN ERROR_REPORTING_TUNNEL ERROR_REPORTING_ENVIRONMENT; do
  eval "check_single_line $name \"\${$name:-}\""
done
optional_boolean ANALYTICS_ALLOW_LOCALHOST
optional_boolean DEBUG
case $PORT in
  '' | *[!0-9]*) problem "PORT must be a port number, got: $PORT" ;;
esac

if [ -n "$problems" ]; then
  printf 'docker-entrypoint: cannot start, the configuration is incomplete:\n%s' "$problems" >&2
  exit 1
fi

# A JSON string (the value is a single line: see check_single_line).
json() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

without_trailing_slash() {
  printf '%s' "$1" | sed -E 's|/+$||'
}

# Items joined by spaces, each once (the `list` of security-headers.mjs).
unique() {
  result=''
  for item in "$@"; do
    case " $result " in
      *" $item "*) ;;
      *) result="${result:+$result }$item" ;;
    esac
  done
  printf '%s' "$result"
}

api=$(origin_of "$API_URL")
idp=$(origin_of "$AUTH_URL")
analytics=''
[ -n "${ANALYTICS_SCRIPT_URL:-}" ] && analytics=$(origin_of "$ANALYTICS_SCRIPT_URL")

config_json() {
  printf '{\n'
  printf '  "apiUrl": %s,\n' "$(json "$(without_trailing_slash "$API_URL")")"
  printf '  "auth": { "url": %s, "realm": %s, "clientId": %s },\n' \
    "$(json "$(without_trailing_slash "$AUTH_URL")")" \
    "$(json "$AUTH_REALM")" "$(json "$AUTH_CLIENT_ID")"
  if [ -n "${ANALYTICS_SCRIPT_URL:-}" ]; then
    printf '  "analytics": { "scriptUrl": %s' "$(json "$ANALYTICS_SCRIPT_URL")"
    [ -n "${ANALYTICS_WEBSITE_ID:-}" ] &&
      printf ', "websiteId": %s' "$(json "$ANALYTICS_WEBSITE_ID")"
    printf ', "allowLocalhost": %s },\n' "${ANALYTICS_ALLOW_LOCALHOST:-false}"
  fi
  if [ -n "${ERROR_REPORTING_DSN:-}" ]; then
    printf '  "errorReporting": { "dsn": %s' "$(json "$ERROR_REPORTING_DSN")"
    [ -n "${ERROR_REPORTING_TUNNEL:-}" ] &&
      printf ', "tunnel": %s' "$(json "$ERROR_REPORTING_TUNNEL")"
    [ -n "${ERROR_REPORTING_ENVIRONMENT:-}" ] &&
      printf ', "environment": %s' "$(json "$ERROR_REPORTING_ENVIRONMENT")"
    printf ' },\n'
  fi
  printf '  "debug": %s\n' "${DEBUG:-false}"
  printf '}\n'
}

# Written next to the build, then moved, so nginx never serves half a file.
config_json >"$HTML_DIR/config.json.tmp"
mv "$HTML_DIR/config.json.tmp" "$HTML_DIR/config.json"

CSP="default-src 'self'"
# index.html's inline scripts (the language, the polyfill, the loading
# page's texts and watch) by
# their hashes: scripts/security-headers.mjs, INDEX_SCRIPT_HASHES.
CSP="$CSP; script-src $(unique "'self'" "'sha256-NxWX37tsjzJYHOalqsx4Y8R6CNe6r13z9Saxw4Qo4C0='" "'sha256-pif6XirOZyZ5xZkcX564UCGGI015/Bld750qTnayVRY='" "'sha256-1L91jg6qcNc35mf8lqt7jtXJefiyfG0tQBSAgay8UPY='" $analytics)"
# No inline style but the <style> elements with the response's nonce: nginx's
# $request_id, which sub_filter also writes into index.html (the template's
# header comment). Kept as text here: nginx fills it in per response.
CSP="$CSP; style-src 'self' 'nonce-\$request_id'"
CSP="$CSP; img-src $(unique "'self'" data: blob: "$api")"
CSP="$CSP; font-src 'self'"
CSP="$CSP; connect-src $(unique "'self'" "$api" "$idp" $analytics)"
# The identity provider's session iframes, and silent-check-sso.html they
# redirect to.
CSP="$CSP; frame-src $(unique "'self'" "$idp")"
CSP="$CSP; object-src 'none'"
# No string reaches a Trusted Types sink, and no script may create a policy
# but, with analytics, the one that passes its script's address
# (src/lib/analytics.ts).
trusted_types="'none'"
[ -n "$analytics" ] && trusted_types=analytics-script
CSP="$CSP; require-trusted-types-for 'script'; trusted-types $trusted_types"
CSP="$CSP; base-uri 'none'; form-action 'self'"
CSP="$CSP; frame-ancestors 'none'"
# silent-check-sso.html, which keycloak-js frames in the app itself (nothing
# else may), runs one inline script, allowed by its hash, and nothing else.
SILENT_CHECK_SSO_CSP="default-src 'none'; script-src 'sha256-JXGej4mPACbE/fP5kuunldJEyMk62sNjNe85DtAcMoU='; require-trusted-types-for 'script'; trusted-types 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'"

LISTEN=$PORT
export LISTEN HTML_DIR CSP SILENT_CHECK_SSO_CSP
# Only these: nginx's own $uri and friends must stay as they are.
# shellcheck disable=SC2016
envsubst '${LISTEN} ${HTML_DIR} ${CSP} ${SILENT_CHECK_SSO_CSP}' \
  <"$NGINX_TEMPLATE" >"$NGINX_CONF"

echo "docker-entrypoint: wrote $HTML_DIR/config.json and $NGINX_CONF (port $PORT)"

if [ $# -eq 0 ]; then
  set -- nginx -g 'daemon off;'
fi
exec "$@"
