// SPDX-License-Identifier: Apache-2.0
#include "sharedstring.h"

#include <QByteArray>

namespace kie {

const QString &SharedString::nullText() noexcept
{
    static const QString null;
    return null;
}

char *toString(const SharedString &text)
{
    return qstrdup(text.text().toUtf8().constData());
}

} // namespace kie
