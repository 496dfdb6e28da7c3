// SPDX-License-Identifier: Apache-2.0
// The one tab-separated writer of the command line (resources/help/command-line.md): every command's data
// lines go through it, so a value taken from an archive can never split a line or a column.
#pragma once

#include <QStringList>

namespace kie::cli {

// One field: "-" when empty; backslash, tab, newline and carriage return as \\ \t \n \r, any other
// control character (U+0000..U+001F, U+007F) as \u00XX.
QString tsvField(const QString &value);
// The fields escaped, joined by tabs, ended by a newline.
QString tsvRow(const QStringList &fields);
// How the command line writes a character it escapes by number, in data lines and in messages: \u00XX.
QString unicodeEscape(char16_t unit);

} // namespace kie::cli
