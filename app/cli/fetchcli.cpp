// SPDX-License-Identifier: Apache-2.0
#include "fetchcli.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHash>
#include <QTextStream>

#include <functional>
#include <limits>

namespace kie::cli {

namespace {

// lupdate files a Tr::tr() call under the class that declares it: this struct names the context the
// translations are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::cli)
};

const QString kAllowHttp = QStringLiteral("allow-http");
const QString kCaFile = QStringLiteral("ca-file");
const QString kSha256 = QStringLiteral("sha256");
const QString kMaxBytes = QStringLiteral("max-bytes");
const QString kTimeout = QStringLiteral("timeout");
const QString kCacheDir = QStringLiteral("cache-dir");

// One interpretation of the values, whether they came from QCommandLineParser or a raw scan.
bool applyFetchOptions(bool allowHttp, const std::function<QString(const QString &)> &value, FetchOptions *options,
                       QString *error)
{
    options->allowHttp = allowHttp;
    if (const QString ca = value(kCaFile); !ca.isEmpty())
        options->caFile = ca;
    if (const QString sha = value(kSha256); !sha.isEmpty())
        options->expectedSha256 = sha;
    if (const QString dir = value(kCacheDir); !dir.isEmpty())
        options->cacheDir = dir;
    if (const QString size = value(kMaxBytes); !size.isEmpty()) {
        const qint64 bytes = parseByteSize(size);
        if (bytes <= 0) {
            *error = Tr::tr("--max-bytes wants a positive size such as 500M or 2G, not \"%1\"").arg(size);
            return false;
        }
        options->maxBytes = bytes;
    }
    if (const QString seconds = value(kTimeout); !seconds.isEmpty()) {
        bool ok = false;
        const double s = seconds.toDouble(&ok);
        if (!ok || s <= 0 || s > 86400) {
            *error = Tr::tr("--timeout wants a number of seconds, not \"%1\"").arg(seconds);
            return false;
        }
        options->stallTimeoutMs = int(s * 1000);
    }
    return true;
}

} // namespace

qint64 parseByteSize(const QString &text)
{
    QString digits = text.trimmed();
    qint64 unit = 1;
    if (!digits.isEmpty()) {
        switch (digits.back().toUpper().unicode()) {
        case 'K':
            unit = qint64(1) << 10;
            break;
        case 'M':
            unit = qint64(1) << 20;
            break;
        case 'G':
            unit = qint64(1) << 30;
            break;
        default:
            break;
        }
        if (unit != 1)
            digits.chop(1);
    }
    bool ok = false;
    const qint64 n = digits.toLongLong(&ok);
    if (!ok || n < 0 || n > (std::numeric_limits<qint64>::max() / unit))
        return -1;
    return n * unit;
}

QList<QCommandLineOption> fetchCommandLineOptions()
{
    return {
        {kAllowHttp, Tr::tr("When FILE is an http:// URL: fetch it although plain http is not encrypted.")},
        {kCaFile, Tr::tr("When FILE is a URL: also trust the CA certificates in this PEM file."), QStringLiteral("PEM")},
        {kSha256, Tr::tr("When FILE is a URL: refuse it unless its SHA-256 is HEX (or give #sha256=HEX in the URL)."),
         QStringLiteral("HEX")},
        {kMaxBytes, Tr::tr("When FILE is a URL: refuse it beyond this size, e.g. 500M (default 2G)."), QStringLiteral("SIZE")},
        {kTimeout, Tr::tr("When FILE is a URL: give up when no data arrives for this many seconds (default 30)."),
         QStringLiteral("SECONDS")},
        {kCacheDir, Tr::tr("When FILE is a URL: keep fetched archives in DIR instead of the user's cache folder."),
         QStringLiteral("DIR")},
    };
}

bool fetchOptionsFromParser(const QCommandLineParser &parser, FetchOptions *options, QString *error)
{
    return applyFetchOptions(parser.isSet(kAllowHttp), [&](const QString &name) { return parser.value(name); }, options,
                             error);
}

bool takeFetchOptions(QStringList *arguments, FetchOptions *options, QString *error)
{
    const QStringList withValue{kCaFile, kSha256, kMaxBytes, kTimeout, kCacheDir};
    QStringList kept;
    QHash<QString, QString> values;
    bool allowHttp = false;
    for (qsizetype i = 0; i < arguments->size(); ++i) {
        const QString &arg = arguments->at(i);
        if (arg == QLatin1String("--")) { // everything after is an input
            kept += arguments->mid(i);
            break;
        }
        if (arg == QLatin1String("--") + kAllowHttp) {
            allowHttp = true;
            continue;
        }
        bool taken = false;
        for (const QString &name : withValue) {
            const QString flag = QLatin1String("--") + name;
            if (arg == flag) {
                if (i + 1 >= arguments->size()) {
                    *error = Tr::tr("%1 needs a value").arg(flag);
                    return false;
                }
                values.insert(name, arguments->at(++i));
                taken = true;
            } else if (arg.startsWith(flag + u'=')) {
                values.insert(name, arg.mid(flag.size() + 1));
                taken = true;
            }
            if (taken)
                break;
        }
        if (!taken)
            kept << arg;
    }
    *arguments = kept;
    return applyFetchOptions(allowHttp, [&](const QString &name) { return values.value(name); }, options, error);
}

bool fetchIfRemote(QString *file, const FetchOptions &options, QTextStream &err, FetchResult *result)
{
    if (!isRemoteUrl(*file))
        return true;
    const FetchResult fetched = fetchBlocking(QUrl(*file), options);
    if (result)
        *result = fetched;
    if (!fetched.ok) {
        err << *file << ": " << fetched.errorMessage << '\n';
        return false;
    }
    if (!fetched.warning.isEmpty())
        err << *file << ": " << fetched.warning << '\n';
    *file = fetched.localPath;
    return true;
}

bool fetchImportInputs(QStringList *arguments, QTextStream &err)
{
    FetchOptions options;
    QString error;
    if (!takeFetchOptions(arguments, &options, &error)) {
        err << error << '\n';
        return false;
    }
    for (qsizetype i = 2; i < arguments->size(); ++i) { // [program, "import", ...]
        const QString &arg = arguments->at(i);
        if (arg == QLatin1String("-o") || arg == QLatin1String("--output")) {
            ++i; // the output is written, never fetched
            continue;
        }
        QString input = arg;
        if (!fetchIfRemote(&input, options, err))
            return false;
        (*arguments)[i] = input;
    }
    return true;
}

} // namespace kie::cli
