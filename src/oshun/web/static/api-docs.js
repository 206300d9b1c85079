// Starts Swagger UI or ReDoc on /docs and /redoc (no inline script: the CSP forbids it).
const mount = document.getElementById("api-docs");
const spec = mount.dataset.spec;
if (mount.dataset.viewer === "swagger") {
  window.SwaggerUIBundle({ url: spec, dom_id: "#api-docs", deepLinking: true });
} else {
  window.Redoc.init(spec, {}, mount);
}
