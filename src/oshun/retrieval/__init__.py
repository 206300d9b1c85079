"""Retrieval: the search index (BM25), sentence embeddings, dense vectors and their fusion."""
