// SPDX-License-Identifier: Apache-2.0
// One session below both front ends: the files given together (File > Open, a drop, a command's
// FILE... arguments) opened as one workspace, in stages, each handed out as an immutable snapshot.
// Every member is opened through the one opener (opener.h: a URL fetched first, a file read off the
// calling thread), the members are merged (workspace.h: a record carried by several files is one
// run, ARCHIVE.md §2) and ranked, and the workspace's integrity is summarised (ARCHIVE.md §3) on a
// worker thread. Members are added, removed and read again here, the run digests a window open
// defers are completed here, and the leaderboard is computed here when asked for (leaderboardresult.h).
// The window connects the stages' signals; a command calls openBlocking() and waits for the stage it
// needs, so both read, merge, check and rank the same files the same way.
#pragma once

#include "comparisongroups.h"
#include "fetcher.h"
#include "opener.h"

#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace kie {

struct Archive;
struct IntegritySummary;
struct LeaderboardOptions;
struct LeaderboardResult;

// One member's open, as its opener reported it (the fetch's warning, the reader's error).
struct MemberOpen
{
    QStringList inputs;
    OpenResult result;
};

// What the session knows at one stage. Never changed once handed out, with one exception the
// session alone makes: the run digests a window open deferred (Archive::runDigestsPending) are
// filled into the archive once, on the session's thread, before runDigestsComplete(); until then
// runDigestsKnown() is false for every snapshot of that open. A later stage is a new snapshot
// that shares what did not change.
struct SessionSnapshot
{
    QStringList inputs; // as given
    std::vector<QStringList> memberInputs; // workspaceinputs.h workspaceMembersOf(inputs)
    std::vector<std::shared_ptr<const Archive>> members; // each as opened, in the order of memberInputs
    std::shared_ptr<const Archive> archive; // the members merged (one member: that archive itself)
    // The merged archive's reference and signature states; null before integrityAvailable().
    std::shared_ptr<const IntegritySummary> integrity;
    // Members that could not be opened and were left out (SessionOptions::keepGoing), in order.
    std::vector<MemberOpen> failedOpens;
    bool embeddedSample = false; // the workspace is the embedded sample alone
    bool runDigestsKnown() const;
};

struct SessionOptions
{
    FetchOptions fetch; // for every URL member
    // Hosts (or whole URLs) the user allowed over plain http: a URL member naming one is fetched so.
    QStringList httpAllowed;
    RankingOptions ranking;
    // A member that cannot be opened is reported (memberOpened, failedOpens) and left out; the others
    // still open. Without it (the commands), it fails the open.
    bool keepGoing = false;
    // A workspace of one file is handed out before its runs' record digests are computed; they are
    // completed by completeRunDigests() (rundigests.h). A merge needs them and computes them first.
    bool deferRunDigests = false;
};

// What openBlocking() waited for.
struct SessionResult
{
    std::shared_ptr<const SessionSnapshot> snapshot; // null when a member could not be opened
    std::vector<MemberOpen> opens; // every member opened, the failed one last
    bool cancelled = false;
};

class ArchiveSession : public QObject
{
    Q_OBJECT
public:
    enum class Stage {
        Opened, // every member read and merged: runs, groups and ranks are known
        IntegrityAvailable, // and the integrity summary
    };

    explicit ArchiveSession(QObject *parent = nullptr);
    ~ArchiveSession() override; // cancels and waits for its background work

    // The embedded sample's name as an input (a Qt resource), opened as any file is.
    static QString embeddedSampleInput();

    // Opens `inputs` (files, folders, https URLs, "-", embeddedSampleInput()) as one workspace; a
    // newer open drops an older one. The ranking follows options.ranking (ARCHIVE.md §3 "Integrity
    // before rank": the switch that ranks runs failing integrity too).
    void open(const QStringList &inputs, const SessionOptions &options);
    void open(const QStringList &inputs, const FetchOptions &fetchOptions = {}, const RankingOptions &ranking = {});
    // Adds the inputs not already open (newInputs) as members of the open workspace, with the
    // options it was opened with; returns those that are new (none: nothing happens).
    QStringList add(const QStringList &inputs);
    // The workspace without one member, merged again without reading the others; false when busy
    // or out of range. Removing the last one empties the session (cleared()).
    bool removeMember(int member);
    // Every member read again, with the options of the open (the ranking may change).
    bool reload(const RankingOptions &ranking);
    bool reload();
    void cancel();
    bool isBusy() const;
    // The latest stage's snapshot; null before the first opened() and after cleared().
    std::shared_ptr<const SessionSnapshot> snapshot() const;

    // Starts computing the deferred run digests of what is open, in the background (runDigestsProgress,
    // runDigestsComplete); nothing when none are pending or they are being computed.
    void completeRunDigests();
    // `then` now when the open workspace's run digests are known; else once they are, unless another
    // open, an add, a removal or a reload has replaced the workspace by then (then it is dropped).
    // Starts them when they wait. `context` ends the wait with its life.
    void whenRunDigestsKnown(QObject *context, std::function<void()> then);
    // Every run digest now, waiting for them here (a digest prefix can name any run).
    void waitForRunDigests();
    // One run's digest now, when it is still to be computed (microseconds: one record's bytes).
    void ensureRunDigest(int runIndex);
    bool runDigestsRunning() const;

    // Computes the leaderboard of the latest stage's archive on a worker (leaderboardAvailable). Only
    // the newest request is answered, and none once another open, an add, a removal or a reload has
    // replaced the workspace. Nothing when nothing is open.
    void requestLeaderboard(const kie::LeaderboardOptions &options);
    bool leaderboardRunning() const; // a request is computed now

    // Blocking mode for commands: the same open, waited for in a local event loop until `until`.
    static SessionResult openBlocking(const QStringList &inputs, const FetchOptions &fetchOptions = {},
                                      Stage until = Stage::Opened, const RankingOptions &ranking = {});
    // The same leaderboard as requestLeaderboard() gives, computed here (on the calling thread).
    static std::shared_ptr<const LeaderboardResult> leaderboardBlocking(const SessionSnapshot &snapshot,
                                                                        const LeaderboardOptions &options);

Q_SIGNALS:
    void progressMessage(const QString &message);
    void progressChanged(int permille); // 0..1000 over the whole workspace
    void memberOpened(const kie::MemberOpen &open); // each member, as its open ends (failed or not)
    void fetched(const kie::FetchResult &result); // a URL member was fetched; its warning may need saying
    void opened(std::shared_ptr<const kie::SessionSnapshot> snapshot);
    void integrityAvailable(std::shared_ptr<const kie::SessionSnapshot> snapshot);
    void runDigestsProgress(int permille);
    // The deferred run digests are in the archive (or were cancelled: `snapshot` null). `sourceChanged`:
    // the file changed after it was opened, so none could be computed (every run says why).
    void runDigestsComplete(std::shared_ptr<const kie::SessionSnapshot> snapshot, bool sourceChanged);
    // No member could be opened (memberOpened() said why for each) or the open was cancelled: the
    // session keeps the snapshot it had.
    void failed(const kie::MemberOpen &open, bool cancelled);
    // The leaderboard asked for last (requestLeaderboard), of `snapshot`'s archive.
    void leaderboardAvailable(std::shared_ptr<const kie::SessionSnapshot> snapshot,
                              std::shared_ptr<const kie::LeaderboardResult> result);
    void cleared(); // the last member was removed

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie

Q_DECLARE_METATYPE(kie::MemberOpen)
Q_DECLARE_METATYPE(std::shared_ptr<const kie::SessionSnapshot>)
Q_DECLARE_METATYPE(std::shared_ptr<const kie::LeaderboardResult>)
