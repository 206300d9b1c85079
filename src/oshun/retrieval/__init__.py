"""Retrieval: the search index behind one interface, the live pointer, and the passages."""
