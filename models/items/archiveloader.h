// SPDX-License-Identifier: Apache-2.0
// Opens archives off the GUI thread. Progress comes as a message plus 0..1000; results come back by
// queued signals; cancel() sets an atomic flag the reader polls; a newer load drops a stale one.
#pragma once

#include <QObject>
#include <QStringList>

#include <memory>

namespace kie {

struct Archive;
struct ReadOptions;

class ArchiveLoader : public QObject
{
    Q_OBJECT
public:
    explicit ArchiveLoader(QObject *parent = nullptr);
    ~ArchiveLoader() override;

    void loadFile(const QString &path);
    void loadFiles(const QStringList &paths);
    void loadData(const QByteArray &bytes, const QString &displayName);
    void cancel();
    bool isLoading() const;

Q_SIGNALS:
    void progressMessage(const QString &message);
    void progressChanged(int permille);
    void loaded(std::shared_ptr<const kie::Archive> archive);
    void failed(const QString &message);
    void cancelled();

private:
    struct Job;
    void start(std::function<struct ReadResult(const struct ProgressReporter &)> work);
    std::shared_ptr<Job> m_job;
};

} // namespace kie

Q_DECLARE_METATYPE(std::shared_ptr<const kie::Archive>)
