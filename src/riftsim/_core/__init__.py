"""riftsim._core: the compiled (Cython) engine over flat numpy state.

Modules here are Cython extensions built by ``setup.py`` (every ``*.pyx`` under this folder).
Shared declarations live in ``.pxd`` files so that other extensions can ``cimport`` them:
``_typedefs.pxd`` (central integer types) and ``rng.pxd`` (the shared RNG kernels).
"""
