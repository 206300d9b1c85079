"""HTTP layer: JSON API routers, HTML pages, templates and static files."""
