// SPDX-License-Identifier: Apache-2.0
#include "releaseinbackground.h"

#include "archive.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

#if defined(__SANITIZE_THREAD__)
#define KIE_THREAD_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define KIE_THREAD_SANITIZER 1
#endif
#endif

namespace kie {

void releaseOffApplicationThread(std::function<void()> release)
{
#ifdef KIE_THREAD_SANITIZER
    // The pool's hand-over is a mutex inside Debian's Qt, which is not built for ThreadSanitizer: it
    // cannot see it, and every release would read as a race with the writes before it. Here and now.
    release();
    return;
#endif
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
