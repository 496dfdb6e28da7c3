// SPDX-License-Identifier: Apache-2.0
#include "testcerts.h"

#include <QFile>
#include <QProcess>

namespace kie::test {

QSslConfiguration TestIdentity::serverConfiguration() const
{
    QSslConfiguration c = QSslConfiguration::defaultConfiguration();
    c.setLocalCertificate(certificate);
    c.setPrivateKey(key);
    c.setPeerVerifyMode(QSslSocket::VerifyNone); // the server does not ask clients for certificates
    return c;
}

bool TestCertificates::run(const QStringList &arguments)
{
    QProcess p;
    p.setWorkingDirectory(m_dir.path());
    p.start(QStringLiteral("openssl"), arguments);
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        m_error = QStringLiteral("openssl %1 failed: %2 %3")
                      .arg(arguments.join(u' '), p.errorString(), QString::fromLocal8Bit(p.readAllStandardError()));
        return false;
    }
    return true;
}

bool TestCertificates::load(const QString &name, TestIdentity *identity)
{
    QFile crt(m_dir.filePath(name + QStringLiteral(".crt")));
    QFile key(m_dir.filePath(name + QStringLiteral(".key")));
    if (!crt.open(QIODevice::ReadOnly) || !key.open(QIODevice::ReadOnly)) {
        m_error = QStringLiteral("cannot read the generated %1 files").arg(name);
        return false;
    }
    identity->certificate = QSslCertificate(crt.readAll(), QSsl::Pem);
    identity->key = QSslKey(key.readAll(), QSsl::Ec, QSsl::Pem);
    if (identity->certificate.isNull() || identity->key.isNull()) {
        m_error = QStringLiteral("Qt cannot load the generated %1 certificate or key").arg(name);
        return false;
    }
    return true;
}

bool TestCertificates::generate()
{
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("no temporary folder");
        return false;
    }
    const QStringList ecKey{QStringLiteral("-newkey"), QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
                            QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes")};
    const auto selfSignedArgs = [&](const QString &name, const QString &subject, const QStringList &extensions) {
        QStringList a{QStringLiteral("req"), QStringLiteral("-x509")};
        a << ecKey << QStringLiteral("-keyout") << name + QStringLiteral(".key") << QStringLiteral("-out")
          << name + QStringLiteral(".crt") << QStringLiteral("-days") << QStringLiteral("2") << QStringLiteral("-subj") << subject;
        for (const QString &e : extensions)
            a << QStringLiteral("-addext") << e;
        return a;
    };
    // A leaf signed by the test CA, with its subjectAltName in an extension file.
    const auto signedLeaf = [&](const QString &name, const QString &subject, const QString &altNames) {
        QFile ext(m_dir.filePath(name + QStringLiteral(".ext")));
        if (!ext.open(QIODevice::WriteOnly))
            return false;
        ext.write("basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n"
                  "extendedKeyUsage=serverAuth\nsubjectAltName="
                  + altNames.toLatin1() + '\n');
        ext.close();
        QStringList req{QStringLiteral("req"), QStringLiteral("-new")};
        req << ecKey << QStringLiteral("-keyout") << name + QStringLiteral(".key") << QStringLiteral("-out")
            << name + QStringLiteral(".csr") << QStringLiteral("-subj") << subject;
        return run(req)
            && run({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"), name + QStringLiteral(".csr"),
                    QStringLiteral("-CA"), QStringLiteral("ca.crt"), QStringLiteral("-CAkey"), QStringLiteral("ca.key"),
                    QStringLiteral("-CAcreateserial"), QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-out"),
                    name + QStringLiteral(".crt"), QStringLiteral("-extfile"), name + QStringLiteral(".ext")});
    };

    return run(selfSignedArgs(QStringLiteral("self"), QStringLiteral("/CN=127.0.0.1"),
                              {QStringLiteral("subjectAltName=IP:127.0.0.1,DNS:localhost")}))
        && run(selfSignedArgs(QStringLiteral("ca"), QStringLiteral("/CN=KernelIndex Explorer Test CA"),
                              {QStringLiteral("basicConstraints=critical,CA:TRUE"),
                               QStringLiteral("keyUsage=critical,keyCertSign,cRLSign")}))
        && signedLeaf(QStringLiteral("server"), QStringLiteral("/CN=127.0.0.1"), QStringLiteral("IP:127.0.0.1,DNS:localhost"))
        && signedLeaf(QStringLiteral("wrong"), QStringLiteral("/CN=wrong.example"), QStringLiteral("DNS:wrong.example"))
        && load(QStringLiteral("self"), &selfSigned) && load(QStringLiteral("server"), &signedByCa)
        && load(QStringLiteral("wrong"), &wrongHost);
}

} // namespace kie::test
