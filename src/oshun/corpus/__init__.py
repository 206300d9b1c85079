"""The corpus: source files and built-in collections → works and passages in the database."""
