"""riftsim: a rules-exact, high-throughput Riftbound simulator."""

__version__ = "0.1.0"
