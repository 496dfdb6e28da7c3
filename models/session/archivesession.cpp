// SPDX-License-Identifier: Apache-2.0
#include "archivesession.h"

#include "archive.h"
#include "freedmemory.h"
#include "integrity.h"
#include "leaderboardresult.h"
#include "ranking.h"
#include "rundigests.h"
#include "workspace.h"
#include "workspaceinputs.h"

#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QPointer>
#include <QTimer>
#include <QUrl>
#include <QtConcurrent>

#include <algorithm>
#include <atomic>

namespace kie {

namespace {

const QString kEmbeddedSample = QStringLiteral(":/kie/sample-archive.json");

} // namespace

bool SessionSnapshot::runDigestsKnown() const
{
    return !archive || !archive->runDigestsPending;
}

struct ArchiveSession::Private
{
    ArchiveSession *q = nullptr;
    ArchiveOpener opener;
    SessionOptions options;
    // The open under way: its snapshot is filled member by member and handed out when merged.
    std::shared_ptr<SessionSnapshot> building;
    std::vector<QStringList> toOpen; // this batch's members (an add: only the new ones)
    size_t nextMember = 0;
    quint64 generation = 0; // a newer open, add, removal or reload makes older background results stale
    bool busy = false; // from open() to the last stage
    bool stopWhenOpened = false; // blocking mode waiting for Stage::Opened: no integrity pass

    std::shared_ptr<const SessionSnapshot> current;
    // The one archive whose run digests were deferred, writable here alone (SessionSnapshot).
    std::shared_ptr<Archive> deferred;
    QFutureWatcher<RunDigests> *digests = nullptr;
    std::shared_ptr<std::atomic_bool> digestsCancel;
    std::shared_ptr<std::atomic_int> digestsDone; // 0..1000
    QTimer *digestsTimer = nullptr;
    bool digestsWanted = false; // asked for while the integrity pass still reads the archive
    struct Waiter
    {
        QPointer<QObject> context;
        std::function<void()> then;
    };
    std::vector<Waiter> waiters;
    quint64 leaderboardRequest = 0; // of the newest requestLeaderboard(); an older one's result is dropped
    bool leaderboardRunning = false;

    void startBatch(std::vector<QStringList> members, std::shared_ptr<SessionSnapshot> keep);
    void openNextMember();
    void memberFinished(const OpenResult &result);
    void finishBatch();
    void mergeMembers(std::shared_ptr<SessionSnapshot> snapshot);
    void summarizeIntegrity(std::shared_ptr<const SessionSnapshot> opened);
    void replaceWorkspace(); // what waited on the old one is dropped
    void startRunDigests();
    void runDigestsFinished(QFutureWatcher<RunDigests> *watcher);
    FetchOptions fetchOptionsFor(const QString &url) const;

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
        const size_t members = std::max<size_t>(d->toOpen.size(), 1);
        Q_EMIT progressChanged(int((d->nextMember * 1000 + size_t(std::clamp(permille, 0, 1000))) / members));
    });
    connect(&d->opener, &ArchiveOpener::fetched, this, &ArchiveSession::fetched);
    connect(&d->opener, &ArchiveOpener::finished, this, [this](const OpenResult &result) { d->memberFinished(result); });
}

ArchiveSession::~ArchiveSession()
{
    ++d->generation;
    if (d->digestsCancel)
        *d->digestsCancel = true;
    // Only what still runs: a future whose result was taken is reset, and would be waited for forever.
    const auto watchers = findChildren<QFutureWatcherBase *>();
    for (QFutureWatcherBase *watcher : watchers) {
        if (watcher->isRunning())
            watcher->waitForFinished();
    }
}

QString ArchiveSession::embeddedSampleInput()
{
    return kEmbeddedSample;
}

void ArchiveSession::open(const QStringList &inputs, const FetchOptions &fetchOptions, const RankingOptions &ranking)
{
    SessionOptions options;
    options.fetch = fetchOptions;
    options.ranking = ranking;
    open(inputs, options);
}

void ArchiveSession::open(const QStringList &inputs, const SessionOptions &options)
{
    cancel();
    d->options = options;
    auto snapshot = std::make_shared<SessionSnapshot>();
    snapshot->inputs = inputs;
    std::vector<QStringList> members;
    for (const QStringList &member : workspaceMembersOf(newInputs(inputs))) // a file named twice: once
        members.push_back(member);
    d->startBatch(std::move(members), std::move(snapshot));
}

QStringList ArchiveSession::add(const QStringList &inputs)
{
    if (!d->current || d->busy)
        return {};
    QStringList open;
    for (const QStringList &member : d->current->memberInputs)
        open << member;
    const QStringList fresh = newInputs(inputs, open);
    if (fresh.isEmpty())
        return {};
    auto snapshot = std::make_shared<SessionSnapshot>(*d->current);
    snapshot->inputs << fresh;
    snapshot->integrity.reset();
    snapshot->failedOpens.clear();
    snapshot->embeddedSample = false;
    std::vector<QStringList> members;
    for (const QStringList &member : workspaceMembersOf(fresh))
        members.push_back(member);
    d->startBatch(std::move(members), std::move(snapshot));
    return fresh;
}

bool ArchiveSession::removeMember(int member)
{
    if (!d->current || d->busy || member < 0 || size_t(member) >= d->current->members.size())
        return false;
    auto snapshot = std::make_shared<SessionSnapshot>(*d->current);
    snapshot->members.erase(snapshot->members.begin() + member);
    snapshot->memberInputs.erase(snapshot->memberInputs.begin() + member);
    snapshot->inputs.clear();
    for (const QStringList &inputs : snapshot->memberInputs)
        snapshot->inputs << inputs;
    snapshot->integrity.reset();
    snapshot->failedOpens.clear();
    d->replaceWorkspace();
    if (snapshot->members.empty()) {
        d->current.reset();
        d->deferred.reset();
        Q_EMIT cleared();
        return true;
    }
    d->busy = true;
    d->mergeMembers(std::move(snapshot));
    return true;
}

bool ArchiveSession::reload()
{
    return reload(d->options.ranking);
}

bool ArchiveSession::reload(const RankingOptions &ranking)
{
    if (!d->current || d->busy)
        return false;
    d->options.ranking = ranking;
    auto snapshot = std::make_shared<SessionSnapshot>();
    snapshot->inputs = d->current->inputs;
    d->startBatch(d->current->memberInputs, std::move(snapshot));
    return true;
}

void ArchiveSession::Private::startBatch(std::vector<QStringList> members, std::shared_ptr<SessionSnapshot> keep)
{
    replaceWorkspace();
    keep->embeddedSample = keep->members.empty() && members.size() == 1 && members.front() == QStringList{kEmbeddedSample};
    building = std::move(keep);
    toOpen = std::move(members);
    nextMember = 0;
    busy = true;
    if (toOpen.empty()) { // said from the event loop, as every other outcome
        QMetaObject::invokeMethod(q, [this, started = generation] {
            if (started != generation)
                return;
            MemberOpen open;
            open.result.error = ArchiveSession::tr("no files to open");
            building.reset();
            busy = false;
            Q_EMIT q->memberOpened(open);
            Q_EMIT q->failed(open, false);
        }, Qt::QueuedConnection);
        return;
    }
    openNextMember();
}

void ArchiveSession::Private::replaceWorkspace()
{
    ++generation;
    waiters.clear(); // they were about the workspace being replaced
    leaderboardRunning = false; // its result is dropped
    digestsWanted = false;
    if (digestsCancel)
        *digestsCancel = true;
    if (digests) {
        digests->disconnect(q);
        digests->deleteLater(); // its worker finishes on its own, holding what it reads
        digests = nullptr;
    }
    if (digestsTimer)
        digestsTimer->stop();
}

void ArchiveSession::cancel()
{
    if (!d->busy || !d->building)
        return; // the stages after the open are not cancelled: they are short and the snapshot needs them
    d->replaceWorkspace();
    d->opener.cancel(); // its finished() reports the cancellation, dropped below as stale
    MemberOpen open;
    if (d->nextMember < d->toOpen.size())
        open.inputs = d->toOpen[d->nextMember];
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

FetchOptions ArchiveSession::Private::fetchOptionsFor(const QString &url) const
{
    FetchOptions fetch = options.fetch;
    const QString host = QUrl(url).host();
    if (options.httpAllowed.contains(host, Qt::CaseInsensitive) || options.httpAllowed.contains(url))
        fetch.allowHttp = true;
    return fetch;
}

void ArchiveSession::Private::openNextMember()
{
    if (nextMember >= toOpen.size()) {
        finishBatch();
        return;
    }
    const QStringList &inputs = toOpen[nextMember];
    // A workspace of this one file is shown before its run digests are all computed; a file that
    // will be merged with others needs them to match runs across files (workspace.h).
    opener.setDeferRunDigests(options.deferRunDigests && building->members.empty() && toOpen.size() == 1);
    const QString &first = inputs.constFirst();
    if (inputs.size() > 1) {
        opener.openFiles(inputs); // trace files of one set, imported together
    } else if (first.startsWith(QLatin1String(":/"))) { // a resource: the embedded sample
        QFile resource(first);
        if (!resource.open(QIODevice::ReadOnly)) {
            OpenResult missing;
            missing.error = ArchiveSession::tr("%1 is missing from this build").arg(first);
            QMetaObject::invokeMethod(q, [this, missing, started = generation] {
                if (started == generation)
                    memberFinished(missing);
            }, Qt::QueuedConnection);
            return;
        }
        opener.openData(resource.readAll(), ArchiveSession::tr("%1 (embedded sample)").arg(QFileInfo(first).fileName()));
    } else if (isRemoteUrl(first)) {
        opener.open(first, fetchOptionsFor(first));
    } else {
        opener.open(first, options.fetch);
    }
}

void ArchiveSession::Private::memberFinished(const OpenResult &result)
{
    if (!building)
        return; // cancelled: the opener still reports the open it was doing
    const MemberOpen open{toOpen[nextMember], result};
    ++nextMember;
    Q_EMIT q->memberOpened(open);
    if (result.archive) {
        if (result.archive->ranking.options.includeFailedIntegrity != options.ranking.includeFailedIntegrity)
            result.archive->ranking = rankArchive(*result.archive, options.ranking); // before anything shares it
        if (result.archive->runDigestsPending)
            deferred = result.archive;
        building->members.push_back(result.archive);
        building->memberInputs.push_back(open.inputs);
    } else if (options.keepGoing && !result.cancelled) {
        building->failedOpens.push_back(open); // left out; the others still open
    } else {
        building.reset();
        busy = false;
        Q_EMIT q->failed(open, result.cancelled);
        return;
    }
    openNextMember();
}

void ArchiveSession::Private::finishBatch()
{
    std::shared_ptr<SessionSnapshot> snapshot = std::exchange(building, nullptr);
    if (snapshot->members.empty()) { // every member failed, and each said why
        busy = false;
        Q_EMIT q->failed(snapshot->failedOpens.empty() ? MemberOpen{} : snapshot->failedOpens.back(), false);
        return;
    }
    mergeMembers(std::move(snapshot));
}

void ArchiveSession::Private::mergeMembers(std::shared_ptr<SessionSnapshot> snapshot)
{
    const size_t count = snapshot->members.size();
    if (count > 1)
        Q_EMIT q->progressMessage(ArchiveSession::tr("Merging %n file(s)…", nullptr, int(count)));
    // A merge matches runs by record digest: a member read with its digests deferred gets them first,
    // computed on a worker and filled in here, on the thread that alone writes them (it may be the
    // archive shown now).
    if (count > 1 && deferred && deferred->runDigestsPending) {
        std::shared_ptr<const Archive> reading = deferred;
        runInBackground<std::shared_ptr<RunDigests>>(
            [reading] { return std::make_shared<RunDigests>(computeRunDigests(*reading)); },
            [this, snapshot](std::shared_ptr<RunDigests> computed) {
                if (deferred) {
                    applyRunDigests(*deferred, *computed);
                    deferred.reset();
                }
                mergeMembers(snapshot);
            });
        return;
    }
    runInBackground<std::shared_ptr<const SessionSnapshot>>(
        [snapshot, ranking = options.ranking]() -> std::shared_ptr<const SessionSnapshot> {
            snapshot->archive = mergeArchives(snapshot->members, ranking);
            return snapshot;
        },
        [this](std::shared_ptr<const SessionSnapshot> opened) {
            current = opened;
            if (deferred && deferred.get() != opened->archive.get())
                deferred.reset(); // the archive shown before, replaced
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
            // What reading freed goes back before the table's rows are written beside the records:
            // nothing else allocates now, so no heap's lock is taken from a busy thread.
            releaseFreedMemory();
            auto checked = std::make_shared<SessionSnapshot>(*opened); // shares the archives
            checked->integrity = std::make_shared<const IntegritySummary>(kie::summarizeIntegrity(*opened->archive));
            return checked;
        },
        [this](std::shared_ptr<const SessionSnapshot> checked) {
            current = checked;
            busy = false;
            Q_EMIT q->integrityAvailable(std::move(checked));
            if (std::exchange(digestsWanted, false))
                startRunDigests();
        });
}

void ArchiveSession::completeRunDigests()
{
    if (!d->current || d->current->runDigestsKnown() || d->digests)
        return;
    if (d->busy) { // the integrity pass reads the archive: they start after it
        d->digestsWanted = true;
        return;
    }
    d->startRunDigests();
}

bool ArchiveSession::runDigestsRunning() const
{
    return d->digests != nullptr || d->digestsWanted;
}

void ArchiveSession::Private::startRunDigests()
{
    if (!current || current->runDigestsKnown() || digests || !deferred || deferred.get() != current->archive.get())
        return;
    digestsCancel = std::make_shared<std::atomic_bool>(false);
    digestsDone = std::make_shared<std::atomic_int>(0);
    digests = new QFutureWatcher<RunDigests>(q);
    QFutureWatcher<RunDigests> *watcher = digests;
    QObject::connect(watcher, &QFutureWatcherBase::finished, q, [this, watcher] { runDigestsFinished(watcher); });
    if (!digestsTimer) {
        digestsTimer = new QTimer(q);
        digestsTimer->setInterval(50);
        QObject::connect(digestsTimer, &QTimer::timeout, q, [this] {
            if (digestsDone)
                Q_EMIT q->runDigestsProgress(digestsDone->load(std::memory_order_relaxed));
        });
    }
    digestsTimer->start();
    Q_EMIT q->runDigestsProgress(0);
    // Only const access crosses over: the workers read the runs' exact bytes, never their digest
    // fields, which ensureRunDigest() may fill meanwhile for a run being shown.
    std::shared_ptr<const Archive> archive = deferred;
    watcher->setFuture(QtConcurrent::run([archive, cancel = digestsCancel, done = digestsDone] {
        ProgressReporter reporter;
        reporter.cancelRequested = cancel.get();
        reporter.permille = [done](int value) { done->store(value, std::memory_order_relaxed); };
        return computeRunDigests(*archive, reporter);
    }));
}

void ArchiveSession::Private::runDigestsFinished(QFutureWatcher<RunDigests> *watcher)
{
    if (watcher != digests)
        return;
    const RunDigests result = watcher->future().takeResult(); // moved out: no second copy per run
    digests->deleteLater();
    digests = nullptr;
    digestsTimer->stop();
    std::vector<Waiter> waiting = std::exchange(waiters, {});
    if (!result.complete || !deferred) {
        Q_EMIT q->runDigestsComplete(nullptr, false);
        return;
    }
    applyRunDigests(*deferred, result);
    deferred.reset();
    current = std::make_shared<const SessionSnapshot>(*current); // the same archive, its digests known
    Q_EMIT q->runDigestsComplete(current, result.fileChanged);
    // Each from the event loop: what waited may open a modal dialog, which must not run inside this slot.
    for (Waiter &waiter : waiting) {
        if (waiter.context)
            QTimer::singleShot(0, waiter.context, std::move(waiter.then));
    }
}

void ArchiveSession::whenRunDigestsKnown(QObject *context, std::function<void()> then)
{
    if (!d->current || d->current->runDigestsKnown()) {
        then();
        return;
    }
    d->waiters.push_back({QPointer<QObject>(context), std::move(then)});
    completeRunDigests();
}

void ArchiveSession::waitForRunDigests()
{
    if (!d->current || d->current->runDigestsKnown())
        return;
    d->digestsWanted = false;
    d->startRunDigests();
    if (QFutureWatcher<RunDigests> *watcher = d->digests) {
        watcher->waitForFinished();
        d->runDigestsFinished(watcher);
    }
}

void ArchiveSession::ensureRunDigest(int runIndex)
{
    if (d->deferred && d->current && d->deferred.get() == d->current->archive.get() && d->deferred->runDigestsPending)
        kie::ensureRunDigest(*d->deferred, runIndex);
}

void ArchiveSession::requestLeaderboard(const LeaderboardOptions &options)
{
    const quint64 request = ++d->leaderboardRequest;
    std::shared_ptr<const SessionSnapshot> snapshot = d->current;
    d->leaderboardRunning = snapshot != nullptr;
    if (!snapshot)
        return;
    // A newer open, add, removal or reload drops it (runInBackground); so does a newer request.
    d->runInBackground<std::shared_ptr<const LeaderboardResult>>(
        [snapshot, options] { return leaderboardBlocking(*snapshot, options); },
        [this, snapshot, request](std::shared_ptr<const LeaderboardResult> result) {
            if (request != d->leaderboardRequest)
                return;
            d->leaderboardRunning = false;
            Q_EMIT leaderboardAvailable(snapshot, std::move(result));
        });
}

bool ArchiveSession::leaderboardRunning() const
{
    return d->leaderboardRunning;
}

std::shared_ptr<const LeaderboardResult> ArchiveSession::leaderboardBlocking(const SessionSnapshot &snapshot,
                                                                             const LeaderboardOptions &options)
{
    return std::make_shared<const LeaderboardResult>(leaderboardResult(*snapshot.archive, options));
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
