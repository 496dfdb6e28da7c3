// SPDX-License-Identifier: Apache-2.0
#include "tsv.h"

namespace kie::cli {

QString tsvField(const QString &value)
{
    if (value.isEmpty())
        return QStringLiteral("-");
    QString text;
    text.reserve(value.size());
    for (const QChar c : value) {
        switch (c.unicode()) {
        case '\\':
            text += QLatin1String("\\\\");
            break;
        case '\t':
            text += QLatin1String("\\t");
            break;
        case '\n':
            text += QLatin1String("\\n");
            break;
        case '\r':
            text += QLatin1String("\\r");
            break;
        default:
            if (c.unicode() < 0x20 || c.unicode() == 0x7f)
                text += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                text += c;
        }
    }
    return text;
}

QString tsvRow(const QStringList &fields)
{
    QStringList escaped;
    escaped.reserve(fields.size());
    for (const QString &value : fields)
        escaped << tsvField(value);
    return escaped.join(QLatin1Char('\t')) + QLatin1Char('\n');
}

} // namespace kie::cli
