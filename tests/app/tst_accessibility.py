#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
# The window as a screen reader (Orca) reads it: over AT-SPI, on the embedded sample. Every focusable
# widget on screen has an accessible name; the run page's headline reads "486.0 µs mean"; the
# ranking plot's description names the selected bar (rank, name, latency).
# Usage: tst_accessibility.py BUILD_DIR. Needs a display of its own and a session bus: run under
# xvfb-run and dbus-run-session (tests/app/CMakeLists.txt does). Debian: at-spi2-core, python3-pyatspi.
import os
import subprocess
import sys
import tempfile
import time

build = sys.argv[1]
program = os.path.join(build, "app", "kernelindex-explorer")
failures = []
pyatspi = None  # imported once the accessibility bus of this session is known (see main)


def fail(message):
    failures.append(message)
    print("FAIL: " + message, file=sys.stderr)


def wait_for_bus_name(name, timeout):
    deadline = time.time() + timeout
    while time.time() < deadline:
        reply = subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.DBus",
                                "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner", "string:" + name],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        if "boolean true" in reply.stdout:
            return True
        time.sleep(0.2)
    return False


def accessibility_bus_address():
    reply = subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                            "org.a11y.Bus.GetAddress"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for line in reply.stdout.splitlines():
        line = line.strip()
        if line.startswith('string "'):
            return line[len('string "'):-1]
    return ""


def report_absent_window(window, stderr_file, address):
    """What a failed run needs to be understood without a rerun: whether the window lives, what it said,
    and who is on the accessibility bus."""
    state = "still running" if window.poll() is None else "exited with %s" % window.returncode
    print("  the window: %s; accessibility bus %s" % (state, address), file=sys.stderr)
    try:
        desktop = pyatspi.Registry.getDesktop(0)
        names = [desktop.getChildAtIndex(i).name for i in range(desktop.childCount)]
        print("  applications on the bus: %r" % names, file=sys.stderr)
    except Exception as error:
        print("  the bus's registry cannot be read: %s" % error, file=sys.stderr)
    processes = subprocess.run(["ps", "-eo", "pid,etime,args"], stdout=subprocess.PIPE, text=True).stdout
    bus_processes = [line for line in processes.splitlines() if "at-spi" in line or "dbus-daemon" in line]
    print("  accessibility processes:\n    " + "\n    ".join(bus_processes), file=sys.stderr)
    stderr_file.seek(0)
    said = stderr_file.read()[-4000:]
    if said.strip():
        print("  the window's stderr:\n" + said, file=sys.stderr)


def find_application(name, timeout):
    deadline = time.time() + timeout
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        time.sleep(0.5)
    return None


def walk(node, path, visit, depth=0):
    if node is None or depth > 40:
        return
    visit(node, path)
    try:
        count = node.childCount
    except Exception:
        return
    # A table of many runs: its cells are data, and walking them all says nothing more.
    if node.getRole() in (pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_TREE, pyatspi.ROLE_LIST):
        return
    for i in range(min(count, 400)):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        walk(child, path + [child.getRoleName() if child else "?"], visit, depth + 1)


def main():
    if not os.path.exists(program):
        print("FAIL: no " + program, file=sys.stderr)
        return 1
    home = tempfile.mkdtemp(prefix="kie-a11y-")
    env = dict(os.environ)
    for name in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[name] = home
    env["QT_QPA_PLATFORM"] = "xcb"
    env["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
    env["QT_ACCESSIBILITY"] = "1"
    env["LC_ALL"] = "C.UTF-8"
    # The accessibility bus of this session (dbus-run-session gives the session bus).
    launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # The window asks for the accessibility bus once, as it starts: it must be there by then, and on
    # a loaded machine the launcher can take more than a second to own its name.
    if not wait_for_bus_name("org.a11y.Bus", 30):
        print("FAIL: the accessibility bus launcher did not start", file=sys.stderr)
        return 1
    # The reading side is told the bus by address (libatspi otherwise looks first for an AT_SPI_BUS
    # property on the X root window). The window is not: given AT_SPI_BUS_ADDRESS, Qt 6.4's window never
    # registers; it finds this launcher through the display of its own that the test runs on.
    address = accessibility_bus_address()
    if not address:
        print("FAIL: the accessibility bus launcher gives no address", file=sys.stderr)
        return 1
    os.environ["AT_SPI_BUS_ADDRESS"] = address
    global pyatspi
    import pyatspi as atspi_client
    pyatspi = atspi_client
    # Cells, items and text inside views are data (their names are the values, empty ones included);
    # the check is for the controls a user tabs to.
    data_roles = {pyatspi.ROLE_TABLE_CELL, pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_TREE_ITEM,
                  pyatspi.ROLE_COLUMN_HEADER, pyatspi.ROLE_ROW_HEADER, pyatspi.ROLE_TABLE_ROW,
                  pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM,
                  pyatspi.ROLE_PAGE_TAB}
    stderr_file = tempfile.TemporaryFile(mode="w+")
    window = subprocess.Popen([program, "--lang", "en"], env=env, stdout=subprocess.DEVNULL, stderr=stderr_file)
    try:
        app = find_application("kernelindex-explorer", 60)
        if app is None:
            print("FAIL: the window never appeared on the accessibility bus", file=sys.stderr)
            report_absent_window(window, stderr_file, address)
            return 1
        headline = None
        plot_description = None
        unnamed = []
        deadline = time.time() + 30
        while time.time() < deadline:  # the sample loads after the window shows
            headline, plot_description, unnamed = None, None, []

            def visit(node, path):
                nonlocal headline, plot_description
                try:
                    name = node.name or ""
                    role = node.getRole()
                    states = node.getState()
                except Exception:
                    return
                if "486.0 µs mean" in name:
                    headline = name
                if name == "Latency ranking plot":
                    plot_description = node.description
                if (states.contains(pyatspi.STATE_FOCUSABLE) and states.contains(pyatspi.STATE_SHOWING)
                        and role not in data_roles and not name.strip()):
                    children = []
                    try:
                        children = [node.getChildAtIndex(i).name for i in range(min(node.childCount, 4))]
                    except Exception:
                        pass
                    unnamed.append("/".join(path) + " (%s; description %r; children %r)" % (node.getRoleName(), node.description, children))

            walk(app, [app.name], visit)
            if headline and plot_description and "Selected:" in plot_description:
                break
            time.sleep(1.0)
        if not headline:
            fail('no accessible text reads "486.0 µs mean" (the run page headline)')
        else:
            print("headline: " + headline)
        if not plot_description or "Selected: #" not in plot_description or "486.0 µs mean" not in plot_description:
            fail("the ranking plot's description does not name the selected bar: %r" % plot_description)
        else:
            print("plot: " + plot_description)
        for widget in unnamed:
            fail("focusable widget without an accessible name: " + widget)
    finally:
        window.terminate()
        try:
            window.wait(10)
        except subprocess.TimeoutExpired:
            window.kill()
        launcher.terminate()
        launcher.wait(10)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
