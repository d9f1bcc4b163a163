"""Build the Cython extensions of riftsim._core (project metadata lives in pyproject.toml).

Every ``*.pyx`` under ``src/riftsim/_core/`` becomes an extension module named after its
path, so new engine modules need no change here.

Environment switches:

* ``RIFTSIM_DEBUG=1``: turn Cython bounds checks back on (for tests that hunt memory
  errors) and compile without optimisation. Generated C goes to its own folder, so switching
  between debug and release builds always regenerates it.
* ``RIFTSIM_ANNOTATE=1``: also write Cython's HTML annotation next to the generated C.
"""

import os
from pathlib import Path

import numpy as np
from Cython.Build import cythonize
from setuptools import Extension, setup

SRC = Path("src")  # relative to the project root, the build's working directory
CORE = SRC / "riftsim" / "_core"

DEBUG = os.environ.get("RIFTSIM_DEBUG", "") == "1"
ANNOTATE = os.environ.get("RIFTSIM_ANNOTATE", "") == "1"

COMPILER_DIRECTIVES = {
    "language_level": 3,
    "boundscheck": DEBUG,
    "wraparound": False,
    "cdivision": True,
    "initializedcheck": False,
}


def _module_name(pyx: Path) -> str:
    """``src/riftsim/_core/rng.pyx`` -> ``riftsim._core.rng``."""
    return ".".join(pyx.relative_to(SRC).with_suffix("").parts)


def _extensions() -> list[Extension]:
    pyx_files = sorted(CORE.rglob("*.pyx"))
    extra_compile_args = ["-O0", "-g"] if DEBUG and os.name != "nt" else []
    return [
        Extension(
            _module_name(pyx),
            [str(pyx)],
            include_dirs=[np.get_include()],
            define_macros=[("NPY_NO_DEPRECATED_API", "NPY_1_7_API_VERSION")],
            extra_compile_args=extra_compile_args,
        )
        for pyx in pyx_files
    ]


setup(
    ext_modules=cythonize(
        _extensions(),
        compiler_directives=COMPILER_DIRECTIVES,
        include_path=[str(SRC)],
        build_dir=str(Path("build") / ("cython-debug" if DEBUG else "cython")),
        annotate=ANNOTATE,
    ),
)
