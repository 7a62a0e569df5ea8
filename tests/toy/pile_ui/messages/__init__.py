"""Pile's texts, one module a language (each a ``MESSAGES`` dict)."""
