"""A newcomer's time from the README to the tutor's first Step: a fresh clone, the README's
"open the tutor" command, JupyterLab in headless Chromium.

Run: ``.venv/bin/python benchmarks/bench_first_step.py [--keep DIR]``

Clones this checkout's HEAD into a temporary folder and runs the README's first command
there, read from README.md (so it measures what a reader copies): its install part as it
is, then its ``jupyter lab`` part with ``--no-browser`` and a free local port added (no
token), since Chromium is the browser here. Chromium opens the start notebook, runs all its
cells and clicks the first tutor's Step. It prints the seconds from the command's start to
each mark: installed, JupyterLab answering, the notebook's kernel ready, the first Step
button shown, the first Step painted; and the CPU time of the install. pip's cache and the
machine's load make most of the difference: the load average is printed beside the figures.
Not a test: a measurement (figures in docs/performance.md).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shlex
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "apps"))
from browser import CHROMIUM_ARGS, chromium, free_port, run_notebook  # noqa: E402

TIMEOUT = 300_000


def readme_command() -> tuple[str, str]:
    """The README's "open the tutor" command, split into its install part and its ``jupyter lab`` part."""
    text = (ROOT / "README.md").read_text("utf-8")
    line = next(ln for ln in text.splitlines() if ln.startswith("python3 -m venv") and "jupyter lab" in ln)
    install, _, lab = line.rpartition(" && ")
    return install, lab


def cpu_of_children() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def measure(clone: Path) -> dict[str, Any]:
    install, lab = readme_command()
    subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "DML_TUTOR_PURE")}
    for var in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):  # a new user's
        env[var] = str(clone.parent / "home" / var.lower())
    marks: dict[str, Any] = {"load": os.getloadavg()[0], "command": f"{install} && {lab}"}
    start = time.monotonic()
    cpu0 = cpu_of_children()
    subprocess.run(["bash", "-c", install], cwd=clone, env=env, check=True, capture_output=True)
    marks["installed"] = time.monotonic() - start
    marks["install_cpu"] = cpu_of_children() - cpu0
    port = free_port()
    extra = ["--no-browser", f"--port={port}", "--ServerApp.port_retries=0", "--IdentityProvider.token="]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        extra.append("--allow-root")
    log = (clone / "lab.log").open("wb")
    server = subprocess.Popen(
        [*shlex.split(lab), *extra], cwd=clone, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + TIMEOUT / 1000
        while True:
            try:
                with urllib.request.urlopen(f"{base}/api/status", timeout=2):
                    break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError((clone / "lab.log").read_text(errors="replace")[-2000:]) from None
                time.sleep(0.2)
        marks["lab_answers"] = time.monotonic() - start
        from playwright.sync_api import sync_playwright

        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium(), args=CHROMIUM_ARGS)
            try:
                page = browser.new_page(viewport={"width": 1280, "height": 800})
                try:
                    # jupyter lab FILE serves the file's folder: the page it opens is the file's
                    run_notebook(page, f"{base}/lab/tree/{Path(shlex.split(lab)[-1]).name}", timeout=TIMEOUT)
                except Exception:
                    page.screenshot(path=str(clone.parent / "failed.png"))
                    print(f"marks so far: {marks}; the page: {clone.parent / 'failed.png'}", file=sys.stderr)
                    raise
                marks["kernel_ready"] = time.monotonic() - start
                widget = page.locator(".dml-tutor").first
                step = widget.locator('button[data-op="step"]')
                step.wait_for(timeout=TIMEOUT)
                marks["step_shown"] = time.monotonic() - start
                before = widget.locator(".dml-pos").inner_text()
                step.click()
                page.wait_for_function(
                    "p => document.querySelector('.dml-tutor .dml-pos').textContent !== p", arg=before, timeout=TIMEOUT
                )
                page.evaluate("() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))")
                marks["first_step"] = time.monotonic() - start
            finally:
                browser.close()
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
        log.close()
    return marks


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--keep", type=Path, help="clone into this (new) folder and keep it")
    ap.add_argument("--json", action="store_true", help="print the marks as JSON")
    args = ap.parse_args()
    if args.keep:
        marks = measure(args.keep)
    else:
        with tempfile.TemporaryDirectory(prefix="dml-first-step-") as tmp:
            marks = measure(Path(tmp) / "dml-tutor")
    if args.json:
        print(json.dumps(marks, indent=1))
        return 0
    print(f"$ {marks['command']}   (load average {marks['load']:.1f} at the start)")
    for key, label in [
        ("installed", "installed"),
        ("lab_answers", "JupyterLab answers"),
        ("kernel_ready", "the start notebook's kernel ready, Run All"),
        ("step_shown", "the tutor's Step button shown"),
        ("first_step", "the first Step painted"),
    ]:
        print(f"{marks[key]:7.1f} s  {label}")
    print(f"install CPU: {marks['install_cpu']:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
