"""Retrieval: the search index behind one interface, the live pointer, the passages,
sentence embeddings, dense vectors and their fusion."""
