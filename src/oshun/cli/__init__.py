"""The ``oshun`` command line: ``main`` builds the app, each domain adds its commands."""
