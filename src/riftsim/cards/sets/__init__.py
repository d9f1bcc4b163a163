"""Card definitions, one module per set. Each module registers its cards on import."""
