"""Build hook for one thing pyproject.toml cannot say: the wheel carries the repository's top-level
``assets/`` (art, icons, rule pages) and ``ui/`` (Qt Designer forms) inside the package, as
``cardtable/assets`` and ``cardtable/ui``, where :mod:`cardtable.resources` finds them.

Every file under those two folders is taken, whatever its name or subfolder (a recursive glob,
not a list); only hidden files such as ``.keep`` are left out. Metadata, dependencies and the
entry point are in pyproject.toml. In a source checkout or an editable install nothing moves:
``cardtable.resources`` finds the folders at the top of the repository.
"""

import os

from setuptools import find_namespace_packages, setup

# Package name in the wheel -> folder in the repository.
DATA_PACKAGES = {"cardtable.assets": "assets", "cardtable.ui": "ui"}


def data_subpackages() -> list[str]:
    """Every subfolder of the data folders, named as a (data-only) subpackage.

    The recursive glob below already copies their files; listing the folders as packages too
    keeps setuptools from warning that an "importable" folder is missing from ``packages``.
    """
    names = []
    for package, folder in DATA_PACKAGES.items():
        for root, dirs, _files in os.walk(folder):
            dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d != "__pycache__")
            rel = os.path.relpath(root, folder)
            if rel != ".":
                names.append(package + "." + rel.replace(os.sep, "."))
    return names


setup(
    # Every folder of code under cardtable/, with or without an __init__.py.
    packages=find_namespace_packages(include=["cardtable", "cardtable.*"], exclude=["*.__pycache__"])
    + list(DATA_PACKAGES)
    + data_subpackages(),
    package_dir=DATA_PACKAGES,
    package_data={name: ["**/*"] for name in DATA_PACKAGES},
    exclude_package_data={name: ["**/__pycache__/*", "**/*.py[co]"] for name in DATA_PACKAGES},
)
