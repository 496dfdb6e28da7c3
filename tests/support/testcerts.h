// SPDX-License-Identifier: Apache-2.0
// Certificates made at test time with the openssl command: a self-signed server certificate, a test
// CA, a server certificate for 127.0.0.1/localhost signed by it, and one signed by it for another host.
#pragma once

#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QString>
#include <QTemporaryDir>

namespace kie::test {

struct TestIdentity
{
    QSslCertificate certificate;
    QSslKey key;
    QSslConfiguration serverConfiguration() const;
};

class TestCertificates
{
public:
    bool generate(); // false and error() when openssl is missing or fails
    QString error() const { return m_error; }

    QString caFile() const { return m_dir.filePath(QStringLiteral("ca.crt")); } // PEM, for FetchOptions::caFile
    QString selfSignedFile() const { return m_dir.filePath(QStringLiteral("self.crt")); }
    TestIdentity selfSigned, signedByCa, wrongHost;

private:
    bool run(const QStringList &arguments);
    bool load(const QString &name, TestIdentity *identity);

    QTemporaryDir m_dir;
    QString m_error;
};

} // namespace kie::test
