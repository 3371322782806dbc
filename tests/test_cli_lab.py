"""`dml-tutor lab`, `app` and `notebooks`: options pass through to Jupyter and Voila, a missing
front end names its extra, and the notebooks reach a folder outside a clone."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from dml_tutor import cli

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    seen: list[list[str]] = []

    def fake_call(argv: list[str], **_: Any) -> int:
        seen.append(argv)
        return 0

    monkeypatch.setattr(subprocess, "call", fake_call)
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
    assert argv[1:3] == ["-m", "voila"] and argv[4:] == ["--no-browser", "--port=8866"]
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
