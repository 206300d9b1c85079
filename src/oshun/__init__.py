"""OSHUN: grounded answers over a document library."""

__version__ = "0.1.0"
