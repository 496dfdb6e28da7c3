// SPDX-License-Identifier: Apache-2.0
// A test's windows keep their settings (recent files, columns, language, notes) in a directory of the
// test's own, never in the user's: QStandardPaths' test mode, and both QSettings formats there.
#pragma once

#include <QSettings>
#include <QStandardPaths>
#include <QString>

namespace kie::test {

inline void isolateSettings(const QString &directory)
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, directory);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, directory);
}

} // namespace kie::test
