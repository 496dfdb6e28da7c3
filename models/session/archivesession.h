// SPDX-License-Identifier: Apache-2.0
// One session below both front ends: the files given together (File > Open, a drop, a command's
// FILE... arguments) opened as one workspace, in stages, each handed out as an immutable snapshot.
// Every member is opened through the one opener (opener.h: a URL fetched first, a file read off the
// calling thread), the members are merged (workspace.h: a record carried by several files is one
// run, ARCHIVE.md §2) and ranked, and the workspace's integrity is summarised (ARCHIVE.md §3) on a
// worker thread. The window connects the stages' signals; a command calls openBlocking() and waits
// for the stage it needs, so both read, merge and check the same files the same way.
#pragma once

#include "comparisongroups.h"
#include "fetcher.h"
#include "opener.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <vector>

namespace kie {

struct Archive;
struct IntegritySummary;

// What the session knows at one stage. Never changed once handed out: a later stage is a new snapshot
// that shares what did not change.
struct SessionSnapshot
{
    QStringList inputs; // as given
    std::vector<QStringList> memberInputs; // workspaceinputs.h workspaceMembersOf(inputs)
    std::vector<std::shared_ptr<const Archive>> members; // each as opened, in the order of memberInputs
    std::shared_ptr<const Archive> archive; // the members merged (one member: that archive itself)
    // The merged archive's reference and signature states; null before integrityAvailable().
    std::shared_ptr<const IntegritySummary> integrity;
};

// One member's open, as its opener reported it (the fetch's warning, the reader's error).
struct MemberOpen
{
    QStringList inputs;
    OpenResult result;
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

    // Opens `inputs` (files, folders, https URLs, "-") as one workspace, ranked by `ranking` (ARCHIVE.md
    // §3 "Integrity before rank": the switch that ranks runs failing integrity too); a newer open drops
    // an older one.
    void open(const QStringList &inputs, const FetchOptions &fetchOptions = {}, const RankingOptions &ranking = {});
    void cancel();
    bool isBusy() const;
    // The latest stage's snapshot; null before the first opened().
    std::shared_ptr<const SessionSnapshot> snapshot() const;

    // Blocking mode for commands: the same open, waited for in a local event loop until `until`.
    static SessionResult openBlocking(const QStringList &inputs, const FetchOptions &fetchOptions = {},
                                      Stage until = Stage::Opened, const RankingOptions &ranking = {});

Q_SIGNALS:
    void progressMessage(const QString &message);
    void progressChanged(int permille); // 0..1000 over the whole workspace
    void memberOpened(const kie::MemberOpen &open); // each member, as its open ends (failed or not)
    void opened(std::shared_ptr<const kie::SessionSnapshot> snapshot);
    void integrityAvailable(std::shared_ptr<const kie::SessionSnapshot> snapshot);
    // A member could not be opened (its memberOpened() says why) or the open was cancelled: the
    // session holds no new snapshot.
    void failed(const kie::MemberOpen &open, bool cancelled);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie

Q_DECLARE_METATYPE(kie::MemberOpen)
Q_DECLARE_METATYPE(std::shared_ptr<const kie::SessionSnapshot>)
