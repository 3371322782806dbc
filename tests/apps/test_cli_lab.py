"""`dml-tutor lab`, `app` and `notebooks`: options pass through to Jupyter and Voila, a missing
front end names its extra, and the notebooks reach a folder outside a clone."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from dml_tutor import cli

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    seen: list[list[str]] = []

    def fake_run(argv: list[str], **_: Any) -> int:
        seen.append(argv)
        return 0

    monkeypatch.setattr(cli, "run_front_end", fake_run)
    return seen


def test_lab_passes_unknown_options_to_jupyter(calls: list[list[str]]) -> None:
    assert cli.main(["lab", "--no-browser", "--port", "8899", "--allow-root"]) == 0
    (argv,) = calls
    assert argv[1:4] == ["-m", "jupyter", "lab"]
    assert Path(argv[4]).name == "00_start_here.ipynb" and Path(argv[4]).exists()
    assert argv[5:] == ["--no-browser", "--port", "8899", "--allow-root"]


def test_app_serves_the_app_notebook_with_voila(calls: list[list[str]]) -> None:
    pytest.importorskip("voila")
    assert cli.main(["app", "--no-browser", "--port=8866"]) == 0
    (argv,) = calls
    assert argv[1:3] == ["-m", "voila"] and argv[-2:] == ["--no-browser", "--port=8866"]
    # the app's template (no stylesheet from a CDN), without the lab extensions that fail in Voila
    assert argv[4] == "--template=dml-app"
    assert "--VoilaConfiguration.extension_denylist=@jupyterlite/pyodide-kernel-extension" in argv[5:-2]
    assert "--VoilaConfiguration.extension_denylist=@jupyter-notebook/lab-extension" in argv[5:-2]
    nb = json.loads(Path(argv[3]).read_text("utf-8"))
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert len(code) == 1 and "build_app()" in "".join(code[0]["source"])


@pytest.mark.parametrize(("command", "extra"), [("lab", "lab"), ("app", "app")])
def test_missing_front_end_names_the_extra(
    command: str,
    extra: str,
    calls: list[list[str]],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(cli, "_has", lambda module: False)
    assert cli.main([command]) == 2
    assert f"pip install 'dml-tutor[{extra}]'" in capsys.readouterr().err
    assert not calls


def test_other_commands_refuse_unknown_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["simulate", "--games", "1", "--port", "3"])
    assert "unrecognized arguments: --port 3" in capsys.readouterr().err


def test_notebooks_copied_to_a_folder_keep_the_readers_files(tmp_path: Path) -> None:
    dest = tmp_path / "nbs"
    assert cli.main(["notebooks", str(dest)]) == 0
    names = {p.relative_to(dest).as_posix() for p in dest.rglob("*.ipynb")}
    assert {"00_start_here.ipynb", "workshop/60_minute_workshop.ipynb"} <= names
    assert names == {p.relative_to(ROOT / "notebooks").as_posix() for p in (ROOT / "notebooks").rglob("*.ipynb")}
    mine = dest / "00_start_here.ipynb"
    mine.write_text("my work", encoding="utf-8")
    assert cli.main(["notebooks", str(dest)]) == 0
    assert mine.read_text("utf-8") == "my work"
    (tmp_path / "file").write_text("x")
    with pytest.raises(SystemExit):
        cli.main(["notebooks", str(tmp_path / "file")])


def test_lab_outside_a_clone_copies_the_shipped_notebooks(
    calls: list[list[str]], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """As after `pip install dml-tutor[lab]`: no project folder, the notebooks inside the package."""
    monkeypatch.setattr(cli, "_SHIPPED", ROOT / "notebooks")  # where a wheel puts them
    monkeypatch.setattr(cli, "_PROJECT", tmp_path / "no-project")
    monkeypatch.chdir(tmp_path)
    assert cli.main(["lab", "--no-browser"]) == 0
    (argv,) = calls
    assert argv[4] == str(Path("dml-tutor-notebooks") / "00_start_here.ipynb")
    assert (tmp_path / "dml-tutor-notebooks" / "00_start_here.ipynb").exists()
    assert argv[5:] == ["--no-browser"]


def test_the_wheel_ships_notebooks_app_and_py_typed() -> None:
    """The wheel's file list, as hatchling builds it from pyproject.toml."""
    hatch = pytest.importorskip("hatchling.builders.wheel")
    builder = hatch.WheelBuilder(str(ROOT))
    files = {f.distribution_path for f in builder.recurse_included_files()}
    assert "dml_tutor/py.typed" in files
    assert "dml_tutor/app/dml_tutor_app.ipynb" in files
    assert "dml_tutor/notebooks/00_start_here.ipynb" in files
    assert "dml_tutor/notebooks/workshop/60_minute_workshop.ipynb" in files
    assert "dml_tutor/__main__.py" in files


@pytest.fixture(scope="module")
def pure_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """dml-tutor's pure-Python wheel as the lite site builds it (pip wheel + hatchling), built once."""
    pytest.importorskip("hatchling")
    from dml_tutor.lite import package_wheel

    return package_wheel(tmp_path_factory.mktemp("wheel"))


def test_the_wheel_carries_the_licence_one_version_and_its_metadata(pure_wheel: Path) -> None:
    import email.parser
    import tomllib
    import zipfile

    import dml_tutor

    with zipfile.ZipFile(pure_wheel) as z:
        names = z.namelist()
        info = f"dml_tutor-{dml_tutor.__version__}.dist-info"
        assert pure_wheel.name == f"dml_tutor-{dml_tutor.__version__}-py3-none-any.whl"
        assert z.read(f"{info}/licenses/LICENSE") == (ROOT / "LICENSE").read_bytes()
        meta = email.parser.Parser().parsestr(z.read(f"{info}/METADATA").decode())
    assert "MIT License" in (ROOT / "LICENSE").read_text("utf-8")
    assert meta["Version"] == dml_tutor.__version__ and meta["License-Expression"] == "MIT"
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    assert "version" not in pyproject["project"] and pyproject["project"]["dynamic"] == ["version"]
    assert pyproject["tool"]["hatch"]["version"]["path"] == "dml_tutor/__init__.py"  # the one version source
    classifiers = meta.get_all("Classifier") or []
    assert "License :: OSI Approved :: MIT License" not in classifiers  # PEP 639: the expression says it
    assert "Programming Language :: Python :: 3.11" in classifiers and "Typing :: Typed" in classifiers
    urls = dict(u.split(", ", 1) for u in meta.get_all("Project-URL") or [])
    assert {"Homepage", "Documentation", "Source", "Issues"} <= set(urls)
    assert all(u.startswith("https://") for u in urls.values())
    extras = set(meta.get_all("Provides-Extra") or [])
    assert {"lab", "app", "lite", "dask", "docs", "test"} <= extras
    # pure Python: the .py sources and no compiled module, whatever this install runs
    assert "dml_tutor/games/dml/game.py" in names and "dml_tutor/__main__.py" in names
    assert not [n for n in names if n.endswith((".so", ".pyd", ".c"))]


def test_the_test_extra_names_the_other_extras_instead_of_copying_them() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    extras = project["optional-dependencies"]
    (aggregate,) = [r for r in extras["test"] if r.startswith("dml-tutor[")]
    assert set(aggregate[len("dml-tutor[") : -1].split(",")) == set(extras) - {"test"}
    copied = {r for name, reqs in extras.items() if name != "test" for r in reqs} & set(extras["test"])
    assert copied <= {"hatchling>=1.27"}, f"the test extra repeats other extras' requirements: {copied}"
    assert {"hatchling>=1.27", "build>=1.2"} <= set(extras["test"])  # the wheel tests run in CI


# ------------------------------------------------------------ the server stops with dml-tutor


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _listening(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1", port)) == 0


def _serving(port: int) -> bool:
    """The server answers HTTP (it has finished starting, not only opened its port)."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as r:
            return int(r.status) < 500
    except urllib.error.HTTPError as e:
        return e.code < 500
    except OSError:
        return False


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
@pytest.mark.parametrize(("command", "module"), [("lab", "jupyterlab"), ("app", "voila")])
def test_a_signal_to_dml_tutor_stops_its_server_and_frees_the_port(
    command: str, module: str, sig: signal.Signals, tmp_path: Path
) -> None:
    """`dml-tutor lab`/`app` stopped by a service manager or ^C must not leave Jupyter or Voila
    serving: the signal reaches the child, dml-tutor waits for it and exits with its status."""
    pytest.importorskip(module)
    port = _free_port()
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"), "JUPYTER_CONFIG_DIR": str(tmp_path)}
    argv = [sys.executable, "-m", "dml_tutor", command, "--no-browser", f"--port={port}"]
    argv += ["--ServerApp.token=", "--allow-root"] if command == "lab" else ["--Voila.ip=127.0.0.1"]
    proc = subprocess.Popen(
        argv,
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group: a failed test can stop the server too
    )
    try:
        deadline = time.monotonic() + 120
        while not _serving(port):
            assert proc.poll() is None, proc.communicate()[0].decode()[-2000:]
            assert time.monotonic() < deadline, f"{command} did not open port {port} in 120 s"
            time.sleep(0.5)
        proc.send_signal(sig)
        sent = time.monotonic()
        out = proc.communicate(timeout=60)[0].decode()
        took = time.monotonic() - sent
        listening_after = _listening(port)  # before the cleanup below kills anything left
    finally:  # whatever happened, nothing this test started outlives it
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    assert not listening_after, f"the {command} server still served on port {port} after {sig.name}"
    assert took < 2 * cli.STOP_GRACE + 2, f"{command} took {took:.1f} s to stop"
    # Jupyter and Voila end cleanly on either signal; killed by it, the status is 128 + its number
    # (a child too slow to stop on a busy machine is terminated, then killed).
    assert proc.returncode in (0, 128 + sig, 128 + signal.SIGTERM, 128 + signal.SIGKILL), (
        proc.returncode,
        out[-2000:],
    )
    assert "dml_tutor/cli.py" not in out, out[-2000:]  # no traceback through dml-tutor


_STUBBORN = (
    "import signal, time\n"
    "signal.signal(signal.SIGINT, signal.SIG_IGN)\n"
    "signal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
    "print('ready', flush=True)\n"
    "time.sleep(600)\n"
)


@pytest.mark.parametrize("second", [False, True], ids=["one signal", "a second at once"])
def test_a_front_end_that_will_not_stop_is_stopped_within_seconds(second: bool) -> None:
    """However slow Jupyter or Voila is to stop (a loaded machine), dml-tutor ends it within
    2 x STOP_GRACE seconds of a ^C, and at once on a second ^C: a child ignoring both signals."""
    runner = (
        "import sys\nfrom dml_tutor.cli import run_front_end\n"
        f"sys.exit(run_front_end([sys.executable, '-c', {_STUBBORN!r}]))"
    )
    proc = subprocess.Popen([sys.executable, "-c", runner], stdout=subprocess.PIPE, text=True, start_new_session=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        proc.send_signal(signal.SIGINT)
        sent = time.monotonic()
        if second:
            time.sleep(0.3)
            proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
        took = time.monotonic() - sent
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        if proc.stdout:
            proc.stdout.close()
    assert proc.returncode == 128 + signal.SIGKILL  # it had to be killed: it ignores the others
    assert took < (2 if second else 2 * cli.STOP_GRACE + 2), f"{took:.1f} s"


# ------------------------------------------------------------ the command line itself


def test_version_and_python_dash_m(capsys: pytest.CaptureFixture[str]) -> None:
    import dml_tutor

    with pytest.raises(SystemExit) as info:
        cli.main(["--version"])
    assert info.value.code == 0 and capsys.readouterr().out.strip() == f"dml-tutor {dml_tutor.__version__}"
    r = subprocess.run(
        [sys.executable, "-m", "dml_tutor", "simulate", "--games", "2", "--agents", "random", "--workers", "1"],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("2 games, 4 players")


@pytest.mark.parametrize(
    ("argv", "usage"),
    [
        (["simulate", "--games", "0"], "usage: dml-tutor simulate"),
        (["simulate", "--games", "1", "--agents", "genius"], "usage: dml-tutor simulate"),
        (["coverage", "--games", "1", "--pack", "chess"], "usage: dml-tutor coverage"),
        (["notebooks", __file__], "usage: dml-tutor notebooks"),
    ],
)
def test_errors_after_parsing_show_the_commands_usage(
    argv: list[str], usage: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        cli.main(argv)
    err = capsys.readouterr().err
    assert info.value.code == 2 and err.startswith(usage), err
    assert f"dml-tutor {argv[0]}: error: " in err


@pytest.mark.parametrize("command", ["simulate", "coverage"])
def test_study_options_say_what_they_do_and_their_defaults(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main([command, "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--games GAMES how many games to play" in text and "(default: 100)" in text
    assert "--seed SEED the first game's seed" in text and "(default: 0)" in text
    assert "how many players (a setting of the pack; DML: 3 or 4; none given: its default)" in text
    assert "--pack PACK the game pack (default: dml)" in text
    assert "(default: None)" not in text and "(default: False)" not in text


def test_simulate_lists_every_seat_even_one_that_never_won(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--games", "2", "--agents", "random", "--workers", "1", "--json"]
    assert cli.main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    seats = report["win_rate_by_seat"]
    assert {"0", "1", "2", "3"} <= set(seats) and sum(seats.values()) == pytest.approx(1.0)
    assert 0.0 in seats.values()  # two games, four seats: at least two seats never won, and are listed
    assert cli.main([*argv[:-1], "--players", "3"]) == 0
    line = next(ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("win rate by seat: "))
    assert [part.split(":")[0] for part in line.split(": ", 1)[1].split(", ")][:3] == ["0", "1", "2"]


def test_a_study_that_cannot_run_is_one_line_not_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from dml_tutor import lab

    def unreachable(*_: Any, **__: Any) -> Any:
        raise OSError("Timed out trying to connect to tcp://10.0.0.1:8786 after 5 s")

    monkeypatch.setattr(lab, "simulate", unreachable)
    assert cli.main(["simulate", "--games", "3", "--scheduler", "tcp://10.0.0.1:8786"]) == 1
    err = capsys.readouterr().err.strip()
    assert err == (
        "dml-tutor simulate: error: cannot reach the Dask scheduler at tcp://10.0.0.1:8786: "
        "Timed out trying to connect to tcp://10.0.0.1:8786 after 5 s"
    )

    def too_big(*_: Any, **__: Any) -> Any:
        raise MemoryError

    monkeypatch.setattr(lab, "simulate", too_big)
    assert cli.main(["simulate", "--games", str(10**10)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not enough memory to plan 10000000000 games" in err


def test_coverage_chooses_players_and_mode(capsys: pytest.CaptureFixture[str]) -> None:
    """The 3-player and Market Mayhem rules fire only in such games: coverage can ask for them."""
    base = ["coverage", "--games", "4", "--workers", "1", "--json"]
    assert cli.main(base) == 0
    default = json.loads(capsys.readouterr().out)
    assert cli.main([*base, "--players", "3", "--mode", "quickstart"]) == 0
    chosen = json.loads(capsys.readouterr().out)
    assert chosen["settings"] == {"players": 3, "mode": "quickstart"} and default["settings"] == {}
    assert default["rules"]["mode.three-players"] == 0 and default["rules"]["mode.quickstart"] == 0
    assert chosen["rules"]["mode.three-players"] > 0 and chosen["rules"]["mode.quickstart"] > 0
    with pytest.raises(SystemExit):
        cli.main([*base, "--players", "7"])
    assert "usage: dml-tutor coverage" in capsys.readouterr().err


def test_lite_without_its_extra_says_so_before_building(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import importlib.metadata

    real = importlib.metadata.version

    def version(name: str) -> str:
        if name.startswith("jupyterlite"):
            raise importlib.metadata.PackageNotFoundError(name)
        return real(name)

    monkeypatch.setattr(importlib.metadata, "version", version)
    assert cli.main(["lite", "--out", str(tmp_path / "site")]) == 1
    err = capsys.readouterr().err
    assert err.strip() == "dml-tutor lite: jupyterlite-core is not installed: pip install 'dml-tutor[lite]'"
    assert not (tmp_path / "site").exists()


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("{}", "is not a notebook nbformat can read: Notebook could not be converted"),
        ('{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}', "has no cells"),
        ("not json", "is not a notebook nbformat can read"),
    ],
    ids=["no-cells-key", "empty", "not-json"],
)
def test_handout_of_a_broken_notebook_is_one_clear_line(
    content: str, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    nb = tmp_path / "broken.ipynb"
    nb.write_text(content, "utf-8")
    with pytest.raises(SystemExit) as info:
        cli.main(["handout", str(nb)])
    err = capsys.readouterr().err
    assert info.value.code == 2 and "Traceback" not in err
    last = err.strip().splitlines()[-1]
    assert last.startswith("dml-tutor handout: error: notebook: ") and words in last, err
    assert not (tmp_path / "broken.html").exists()


def test_lite_without_hatchling_says_so_before_building(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The site's dml-tutor wheel is built by hatchling (pip wheel, no build isolation)."""
    pytest.importorskip("jupyterlite_core", reason="the [lite] extra is not installed")
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "hatchling" else real(name, *a))
    assert cli.main(["lite", "--out", str(tmp_path / "site")]) == 1
    err = capsys.readouterr().err.strip()
    assert err == "dml-tutor lite: hatchling is not installed: pip install 'dml-tutor[lite]'"
    assert not (tmp_path / "site").exists()
