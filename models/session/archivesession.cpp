// SPDX-License-Identifier: Apache-2.0
#include "archivesession.h"

#include "archive.h"
#include "integrity.h"
#include "ranking.h"
#include "workspace.h"
#include "workspaceinputs.h"

#include <QEventLoop>
#include <QFutureWatcher>
#include <QtConcurrent>

#include <algorithm>

namespace kie {

struct ArchiveSession::Private
{
    ArchiveSession *q = nullptr;
    ArchiveOpener opener;
    FetchOptions fetchOptions;
    RankingOptions ranking;
    // The open under way: its snapshot is filled member by member and handed out when merged.
    std::shared_ptr<SessionSnapshot> building;
    size_t nextMember = 0;
    quint64 generation = 0; // a newer open makes the older one's background results stale
    bool busy = false;
    bool stopWhenOpened = false; // blocking mode waiting for Stage::Opened: no integrity pass

    std::shared_ptr<const SessionSnapshot> current;

    void openNextMember();
    void memberFinished(const OpenResult &result);
    void mergeMembers();
    void summarizeIntegrity(std::shared_ptr<const SessionSnapshot> opened);

    template<typename Result, typename Work, typename Done>
    void runInBackground(Work work, Done done)
    {
        auto *watcher = new QFutureWatcher<Result>(q);
        const quint64 started = generation;
        QObject::connect(watcher, &QFutureWatcherBase::finished, q, [this, watcher, started, done] {
            watcher->deleteLater();
            if (started == generation) // not replaced or cancelled meanwhile
                done(watcher->result());
        });
        watcher->setFuture(QtConcurrent::run(std::move(work)));
    }
};

ArchiveSession::ArchiveSession(QObject *parent) : QObject(parent), d(std::make_unique<Private>())
{
    d->q = this;
    connect(&d->opener, &ArchiveOpener::progressMessage, this, &ArchiveSession::progressMessage);
    connect(&d->opener, &ArchiveOpener::progressChanged, this, [this](int permille) {
        const size_t members = d->building ? std::max<size_t>(d->building->memberInputs.size(), 1) : 1;
        Q_EMIT progressChanged(int((d->nextMember * 1000 + size_t(std::clamp(permille, 0, 1000))) / members));
    });
    connect(&d->opener, &ArchiveOpener::finished, this, [this](const OpenResult &result) { d->memberFinished(result); });
}

ArchiveSession::~ArchiveSession()
{
    ++d->generation;
    const auto watchers = findChildren<QFutureWatcherBase *>();
    for (QFutureWatcherBase *watcher : watchers)
        watcher->waitForFinished();
}

void ArchiveSession::open(const QStringList &inputs, const FetchOptions &fetchOptions, const RankingOptions &ranking)
{
    cancel();
    ++d->generation;
    d->fetchOptions = fetchOptions;
    d->ranking = ranking;
    auto snapshot = std::make_shared<SessionSnapshot>();
    snapshot->inputs = inputs;
    for (const QStringList &member : workspaceMembersOf(inputs))
        snapshot->memberInputs.push_back(member);
    d->building = std::move(snapshot);
    d->nextMember = 0;
    d->busy = true;
    if (d->building->memberInputs.empty()) { // said from the event loop, as every other outcome
        QMetaObject::invokeMethod(this, [this, generation = d->generation] {
            if (generation != d->generation)
                return;
            MemberOpen open;
            open.result.error = tr("no files to open");
            d->building.reset();
            d->busy = false;
            Q_EMIT memberOpened(open);
            Q_EMIT failed(open, false);
        }, Qt::QueuedConnection);
        return;
    }
    d->openNextMember();
}

void ArchiveSession::cancel()
{
    if (!d->busy)
        return;
    ++d->generation;
    d->opener.cancel(); // its finished() reports the cancellation, dropped below as stale
    MemberOpen open;
    if (d->building && d->nextMember < d->building->memberInputs.size())
        open.inputs = d->building->memberInputs[d->nextMember];
    open.result.cancelled = true;
    d->building.reset();
    d->busy = false;
    Q_EMIT failed(open, true);
}

bool ArchiveSession::isBusy() const
{
    return d->busy;
}

std::shared_ptr<const SessionSnapshot> ArchiveSession::snapshot() const
{
    return d->current;
}

void ArchiveSession::Private::openNextMember()
{
    if (nextMember >= building->memberInputs.size()) {
        mergeMembers();
        return;
    }
    const QStringList &inputs = building->memberInputs[nextMember];
    if (inputs.size() == 1)
        opener.open(inputs.constFirst(), fetchOptions);
    else
        opener.openFiles(inputs); // trace files of one set, imported together
}

void ArchiveSession::Private::memberFinished(const OpenResult &result)
{
    if (!building)
        return; // cancelled: the opener still reports the open it was doing
    const MemberOpen open{building->memberInputs[nextMember], result};
    Q_EMIT q->memberOpened(open);
    if (!result.archive) {
        building.reset();
        busy = false;
        Q_EMIT q->failed(open, result.cancelled);
        return;
    }
    if (ranking.includeFailedIntegrity) // the reader ranked by the default rule; the merge ranks afresh
        result.archive->ranking = rankArchive(*result.archive, ranking);
    building->members.push_back(result.archive);
    ++nextMember;
    openNextMember();
}

void ArchiveSession::Private::mergeMembers()
{
    Q_EMIT q->progressMessage(ArchiveSession::tr("Merging %n file(s)…", nullptr, int(building->members.size())));
    std::shared_ptr<SessionSnapshot> snapshot = std::exchange(building, nullptr);
    runInBackground<std::shared_ptr<const SessionSnapshot>>(
        [snapshot, ranking = ranking]() -> std::shared_ptr<const SessionSnapshot> {
            snapshot->archive = mergeArchives(snapshot->members, ranking);
            return snapshot;
        },
        [this](std::shared_ptr<const SessionSnapshot> opened) {
            current = opened;
            if (stopWhenOpened)
                busy = false;
            Q_EMIT q->opened(opened);
            if (!stopWhenOpened)
                summarizeIntegrity(std::move(opened));
        });
}

void ArchiveSession::Private::summarizeIntegrity(std::shared_ptr<const SessionSnapshot> opened)
{
    runInBackground<std::shared_ptr<const SessionSnapshot>>(
        [opened]() -> std::shared_ptr<const SessionSnapshot> {
            auto checked = std::make_shared<SessionSnapshot>(*opened); // shares the archives
            checked->integrity = std::make_shared<const IntegritySummary>(kie::summarizeIntegrity(*opened->archive));
            return checked;
        },
        [this](std::shared_ptr<const SessionSnapshot> checked) {
            current = checked;
            busy = false;
            Q_EMIT q->integrityAvailable(std::move(checked));
        });
}

SessionResult ArchiveSession::openBlocking(const QStringList &inputs, const FetchOptions &fetchOptions, Stage until,
                                          const RankingOptions &ranking)
{
    SessionResult result;
    ArchiveSession session;
    QEventLoop loop;
    // Every signal of the session is emitted from the event loop (the opener's are queued), so none
    // can arrive before exec().
    connect(&session, &ArchiveSession::memberOpened, &loop, [&result](const MemberOpen &open) { result.opens.push_back(open); });
    connect(&session, &ArchiveSession::failed, &loop, [&](const MemberOpen &, bool cancelled) {
        result.cancelled = cancelled;
        loop.quit();
    });
    connect(&session, &ArchiveSession::opened, &loop, [&](std::shared_ptr<const SessionSnapshot> snapshot) {
        if (until != Stage::Opened)
            return;
        result.snapshot = std::move(snapshot);
        loop.quit();
    });
    connect(&session, &ArchiveSession::integrityAvailable, &loop, [&](std::shared_ptr<const SessionSnapshot> snapshot) {
        result.snapshot = std::move(snapshot);
        loop.quit();
    });
    session.d->stopWhenOpened = until == Stage::Opened;
    session.open(inputs, fetchOptions, ranking);
    loop.exec();
    return result;
}

} // namespace kie
