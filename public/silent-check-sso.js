// keycloak-js's silent sign-in check (silent-check-sso.html): hands the
// identity provider's answer in this iframe's URL to the app.
parent.postMessage(location.href, location.origin)
