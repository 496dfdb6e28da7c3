// SPDX-License-Identifier: Apache-2.0
// `plot FILE [--group KEY | --run X] -o OUT`: a stamped figure (SVG, PDF, PNG) drawn by the window's
// figure builder. It lives in the app layer because it draws with widgets (QCustomPlot); app/cli
// links core and io only. resources/help/command-line.md describes it.
#pragma once

namespace kie::app {

// Adds `plot` to the command table (cli.h addWidgetCommand), before main() looks at its arguments.
void registerPlotCommand();

} // namespace kie::app
