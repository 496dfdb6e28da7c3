// SPDX-License-Identifier: Apache-2.0
#include "tsv.h"

#include "formatting.h"

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
            // Controls (C1 too: U+009B is a terminal's CSI), bidi overrides and line separators, as
            // the window replaces them (formatting.h): escaped, so a line never splits or reorders.
            if (isLayoutCharacter(c.unicode()))
                text += unicodeEscape(c.unicode());
            else
                text += c;
        }
    }
    return text;
}

QString unicodeEscape(char16_t unit)
{
    return QStringLiteral("\\u%1").arg(unit, 4, 16, QLatin1Char('0'));
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
