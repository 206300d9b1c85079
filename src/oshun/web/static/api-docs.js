// Starts Swagger UI or ReDoc on /docs and /redoc (no inline script: the CSP forbids it).
// Deep links are off in Swagger UI (they nest a link in each operation's button) and ReDoc's
// colours are darkened: both viewers meet WCAG 2.2 AA (api-docs.css does the rest).
const mount = document.getElementById("api-docs");
const spec = mount.dataset.spec;
if (mount.dataset.viewer === "swagger") {
  window.SwaggerUIBundle({ url: spec, dom_id: "#api-docs", deepLinking: false });
} else {
  const tab = (tabTextColor) => ({ tabTextColor });
  window.Redoc.init(
    spec,
    {
      theme: {
        typography: { code: { color: "#a11d1b" } },
        colors: {
          responses: {
            success: tab("#7ee2a8"),
            error: tab("#ff9e9b"),
            redirect: tab("#ffd180"),
            info: tab("#90caf9"),
          },
        },
      },
    },
    mount,
  );
}
