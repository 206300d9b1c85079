"""Evaluation commands: retrieval quality against a plain BM25 baseline, measured in one run."""
