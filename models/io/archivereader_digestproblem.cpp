// SPDX-License-Identifier: Apache-2.0
// The reader's problem for an object without a digest, also when run digests were deferred (rundigests.h).
#include "archivereader_pipeline_p.h"

#include <QCoreApplication>

namespace kie {

namespace reader {

LoadProblem digestProblem(const QString &file, const ObjectBase &object)
{
    const SourceText &at = object.source;
    // The reader's words (its translation context), wherever the digest was found missing.
    const QString message = QCoreApplication::translate("kie::ArchiveReader",
                                                        "the %1 cannot be canonicalized (RFC 8785), so it has no digest: %2")
                                .arg(object.meta.kindName, object.digestError);
    return LoadProblem{Severity::Error, file, at.line, at.column, at.offset, object.recordIndex, message};
}

QString noDigestReason(const QString &error)
{
    return error.isEmpty() ? QCoreApplication::translate("kie::ArchiveReader", "the object cannot be canonicalized") : error;
}

} // namespace reader

} // namespace kie
