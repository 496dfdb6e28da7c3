// SPDX-License-Identifier: Apache-2.0
#include "releaseinbackground.h"

#include "archive.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

namespace kie {

void releaseOffApplicationThread(std::function<void()> release)
{
    const QCoreApplication *application = QCoreApplication::instance();
    if (application && QThread::currentThread() == application->thread()) {
        // The global pool waits for what it runs when the application ends: nothing leaks at exit.
        QThreadPool::globalInstance()->start(std::move(release));
        return;
    }
    release();
}

std::shared_ptr<Archive> makeArchive()
{
    return std::shared_ptr<Archive>(new Archive, [](Archive *archive) {
        releaseOffApplicationThread([archive] { delete archive; });
    });
}

} // namespace kie
