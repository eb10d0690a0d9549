"""The app as a person installs it: the wheel carries every asset and form, and an installed
(non-editable) copy runs from outside the repository with its resources inside site-packages.

The wheel is built offline (``pip wheel --no-deps --no-build-isolation --no-index``) from a copy
of the source tree, so the checkout gets no build/ or egg-info litter; it needs setuptools>=77
and wheel in the test environment. The installed copy lives in a fresh venv that sees only the
wheel plus the already-installed dependencies (PySide6, platformdirs) through a path file, so
nothing is downloaded and no editable install of the checkout can shadow it.

Marked ``slow`` (a few seconds): ``pytest -m "not slow"`` skips it; the normal run includes it.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DATA_DIRS = ("assets", "ui")
APP_ID = "io.github.cardtable.CardTable"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)

_SKIP_PARTS = {".git", "__pycache__", ".pytest_cache", ".hypothesis", ".venv", "build", "dist"}


def _repo_files(folder: str) -> list[str]:
    """Every file under ``folder`` of the checkout, as a path relative to it (posix)."""
    base = ROOT / folder
    return sorted(
        p.relative_to(base).as_posix()
        for p in base.rglob("*")
        if p.is_file() and not (_SKIP_PARTS & set(p.relative_to(base).parts)) and p.suffix not in (".pyc", ".pyo")
    )


def _code_files() -> list[str]:
    base = ROOT / "cardtable"
    return sorted(p.relative_to(ROOT).as_posix() for p in base.rglob("*.py") if "__pycache__" not in p.parts)


def _run(cmd: list[str], *, cwd: Path, env: dict[str, str] | None = None, timeout: float = 60) -> str:
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        pytest.fail(f"{' '.join(map(str, cmd))} exited {proc.returncode}\n--- stdout\n{proc.stdout}\n--- stderr\n{proc.stderr}")
    return proc.stdout


def _check_build_tools() -> None:
    missing = []
    try:
        import setuptools

        if int(setuptools.__version__.split(".")[0]) < 77:
            missing.append(f"setuptools>=77 (have {setuptools.__version__})")
    except ImportError:
        missing.append("setuptools>=77")
    if importlib.util.find_spec("wheel") is None:
        missing.append("wheel")
    if missing:
        pytest.fail("building the wheel offline needs " + " and ".join(missing) + f" in {sys.prefix}: "
                    f"{sys.executable} -m pip install 'setuptools>=77' wheel")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel, built from a clean copy of the checkout (code, data, build files)."""
    _check_build_tools()
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    ignore = shutil.ignore_patterns(*_SKIP_PARTS, "*.egg-info", "*.pyc")
    for name in ("cardtable", *DATA_DIRS):
        shutil.copytree(ROOT / name, src / name, ignore=ignore)
    for name in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md"):
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, src / name)
    out = tmp / "dist"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
          "--disable-pip-version-check", "-q", "-w", str(out), str(src)], cwd=tmp, timeout=120)
    (whl,) = out.glob("cardtable-*.whl")
    return whl


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> dict:
    """A fresh venv with the wheel installed (not editable), and an env to run it from outside the repo."""
    tmp = tmp_path_factory.mktemp("installed")
    venv = tmp / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], cwd=tmp)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / ("python.exe" if os.name == "nt" else "python")
    _run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index",
          "--disable-pip-version-check", "-q", str(wheel)], cwd=tmp, timeout=120)
    site = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], cwd=tmp).strip())
    # The dependencies, from where this test's interpreter has them: plain path lines (no .pth
    # files of that directory run, so an editable install of the checkout stays invisible).
    deps = []
    for module in ("PySide6", "shiboken6", "platformdirs"):
        spec = importlib.util.find_spec(module)
        if spec and spec.origin:
            folder = str(Path(spec.origin).resolve().parent.parent)
            if folder not in deps:
                deps.append(folder)
    (site / "zz_cardtable_test_deps.pth").write_text("\n".join(deps) + "\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP")}
    env.update(
        PATH=str(bindir) + os.pathsep + env.get("PATH", ""),
        QT_QPA_PLATFORM="offscreen",
        CARDTABLE_DATA_DIR=str(tmp / "data"),
        HOME=str(tmp / "home"),  # QSettings and platformdirs write here, not to the real home
        XDG_CONFIG_HOME=str(tmp / "home" / ".config"),
        XDG_DATA_HOME=str(tmp / "home" / ".local" / "share"),
        PYTHONDONTWRITEBYTECODE="1",
    )
    (tmp / "home").mkdir()
    outside = tmp / "elsewhere"
    outside.mkdir()
    return {"python": python, "bindir": bindir, "site": site, "env": env, "cwd": outside}


@pytest.mark.slow
def test_wheel_carries_every_asset_form_and_module(wheel):
    """The issue: 'the wheel carries assets/ and ui/ ... checks that every asset and form is inside'."""
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder in DATA_DIRS:
        for rel in _repo_files(folder):
            assert f"cardtable/{folder}/{rel}" in names, f"{folder}/{rel} is missing from the wheel"
    for rel in _code_files():
        assert rel in names, f"{rel} is missing from the wheel"
    for size in ICON_SIZES:
        assert f"cardtable/assets/icons/cardtable-{size}.png" in names
    assert not any(n.startswith(("assets/", "ui/", "tests/")) for n in names), "data must sit inside the package"
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    assert "cardtable = cardtable.cli:main" in zipfile.ZipFile(wheel).read(entry_points).decode()


@pytest.mark.slow
def test_installed_copy_lists_games_and_finds_resources_in_site_packages(installed):
    """'pip install . (not only editable) gives a working app': run it from outside the repo."""
    env, cwd = installed["env"], installed["cwd"]
    script = installed["bindir"] / ("cardtable.exe" if os.name == "nt" else "cardtable")
    listing = _run([str(script), "--list-games"], cwd=cwd, env=env)
    assert "[crazy_eights]" in listing
    where = dict(line.split(":", 1) for line in _run([str(script), "--paths"], cwd=cwd, env=env).splitlines())
    assert Path(where["saves"].strip()) == Path(env["CARDTABLE_DATA_DIR"]) / "saves"
    assert Path(where["assets"].strip()).resolve() == installed["site"].resolve() / "cardtable" / "assets"

    probe = textwrap.dedent("""
        import cardtable, cardtable.resources as r
        print(cardtable.__file__)
        print(r.base_dir("assets"))
        print(r.base_dir("ui"))
        print(r.asset_path("icons", "cardtable.svg").is_file())
    """)
    lines = _run([str(installed["python"]), "-c", probe], cwd=cwd, env=env).split("\n")
    site = installed["site"].resolve()
    package, assets, ui, icon = (Path(lines[0]).resolve(), Path(lines[1]).resolve(), Path(lines[2]).resolve(), lines[3])
    assert package.is_relative_to(site), f"imported {package}, not the installed copy in {site}"
    assert assets == site / "cardtable" / "assets"
    assert ui == site / "cardtable" / "ui"
    assert not assets.is_relative_to(ROOT) and not ui.is_relative_to(ROOT)
    assert icon == "True"
    # Every asset and form reached through the installed copy's own lookup.
    for folder in DATA_DIRS:
        for rel in _repo_files(folder):
            assert (site / "cardtable" / folder / rel).is_file(), f"{folder}/{rel} not installed"


_GUI_SMOKE = textwrap.dedent("""
    import sys
    from PySide6.QtWidgets import QApplication

    shown = []

    def exec_briefly(*args):
        # Instead of the event loop: let the window show and settle, note it, and return.
        app = QApplication.instance()
        for _ in range(30):
            app.processEvents()
        shown.extend(type(w).__name__ for w in app.topLevelWidgets() if w.isVisible())
        return 0

    QApplication.exec = exec_briefly
    from cardtable.cli import main
    try:
        code = main([])
    except SystemExit as exc:
        code = exc.code
    print("SHOWN", " ".join(shown))
    print("CODE", code)
""")


@pytest.mark.slow
def test_installed_copy_opens_its_window_offscreen(installed):
    """'... and that the app starts from an installed (non-editable) copy offscreen'."""
    if not (installed["site"] / "cardtable" / "gui" / "app.py").is_file():
        pytest.skip("cardtable.gui.app is not in this tree yet (the window lands with the gui branch)")
    out = _run([str(installed["python"]), "-c", _GUI_SMOKE], cwd=installed["cwd"], env=installed["env"])
    shown = next(line for line in out.splitlines() if line.startswith("SHOWN"))
    assert shown.split()[1:], f"no window was shown:\n{out}"
    assert "CODE 0" in out or "CODE None" in out, out


def test_icon_pngs_are_rendered_at_their_sizes():
    """The icon 'in SVG and PNG sizes drawn for this app': each PNG is square at its size."""
    import struct

    icons = ROOT / "assets" / "icons"
    assert (icons / "cardtable.svg").is_file()
    for size in ICON_SIZES:
        head = (icons / f"cardtable-{size}.png").read_bytes()[:24]
        assert head[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", head[16:24]) == (size, size)


@pytest.mark.parametrize("tool, name", [
    ("desktop-file-validate", f"{APP_ID}.desktop"),
    ("appstreamcli", f"{APP_ID}.metainfo.xml"),
])
def test_desktop_entry_and_metainfo_validate(tool, name):
    """The desktop entry and AppStream metainfo pass the freedesktop validators where installed."""
    path = ROOT / "packaging" / name
    assert path.is_file()
    assert APP_ID in path.read_text(encoding="utf-8")
    exe = shutil.which(tool)
    if exe is None:
        pytest.skip(f"{tool} is not installed (Debian: {'desktop-file-utils' if 'desktop' in tool else 'appstream'})")
    cmd = [exe, str(path)] if tool == "desktop-file-validate" else [exe, "validate", "--no-net", str(path)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_the_bundle_entry_runs_the_worker_process_before_the_app():
    """Issue 15: the computer players think in a spawned worker process; a frozen bundle starts
    it by running its own executable, so the entry point calls multiprocessing.freeze_support()
    before the command line is read."""
    root = Path(__file__).resolve().parent.parent
    for entry, main in ((root / "packaging" / "cardtable_entry.py", "from cardtable.cli import main"),
                        (root / "cardtable" / "__main__.py", "from .cli import main")):
        text = entry.read_text(encoding="utf-8")
        assert "multiprocessing.freeze_support()" in text
        assert text.index("multiprocessing.freeze_support()") < text.index(main)


def test_the_version_is_written_in_one_place():
    """cardtable/__init__.py's __version__ is the version: pyproject.toml reads it (dynamic), the
    AppStream metadata's newest release names it, and saves record it."""
    import re
    import tomllib

    from cardtable import __version__
    from cardtable.core.session import Session
    from cardtable.games import get_game
    from cardtable.store.saves import to_save_json

    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "cardtable.__version__"}
    metainfo = (ROOT / "packaging" / "io.github.cardtable.CardTable.metainfo.xml").read_text("utf-8")
    assert re.findall(r'<release version="([^"]+)"', metainfo)[0] == __version__
    session = Session.new(get_game("crazy_eights"), ["Ann", "Bob"], {}, seed=1)
    assert to_save_json(session)["app_version"] == __version__


@pytest.mark.slow
def test_the_wheel_is_named_with_the_version(wheel):
    from cardtable import __version__

    assert wheel.name.startswith(f"cardtable-{__version__}-")
