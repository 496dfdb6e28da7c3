// SPDX-License-Identifier: Apache-2.0
#include "testserver.h"

#include <QHostAddress>
#include <QPointer>
#include <QSslServer>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace kie::test {

namespace {
constexpr qint64 kPiece = 64 * 1024;
constexpr qint64 kMaxQueued = 256 * 1024; // keep the socket's write buffer short: flow control decides
} // namespace

HttpResponse HttpResponse::ok(const QByteArray &body)
{
    HttpResponse r;
    r.body = body;
    return r;
}

HttpResponse HttpResponse::error(int status, const QByteArray &reason)
{
    HttpResponse r;
    r.status = status;
    r.reason = reason;
    r.body = "<html><body>" + reason + "</body></html>";
    return r;
}

HttpResponse HttpResponse::redirect(const QByteArray &location, int status)
{
    HttpResponse r;
    r.status = status;
    r.reason = status == 301 ? "Moved Permanently" : "Found";
    r.addHeader("Location", location);
    return r;
}

// One accepted connection: reads one request, answers it, closes (every response says Connection: close).
class Connection : public QObject
{
public:
    Connection(TestServer *server, QTcpSocket *socket)
        : QObject(server)
        , m_server(server)
        , m_socket(socket)
    {
        socket->setParent(this);
        connect(socket, &QTcpSocket::readyRead, this, &Connection::onReadyRead);
        connect(socket, &QTcpSocket::bytesWritten, this, &Connection::pump);
        if (auto *tls = qobject_cast<QSslSocket *>(socket))
            connect(tls, &QSslSocket::encryptedBytesWritten, this, &Connection::pump);
        connect(socket, &QTcpSocket::disconnected, this, &QObject::deleteLater);
        connect(socket, &QTcpSocket::errorOccurred, this, [this] { m_timer.stop(); });
        connect(&m_timer, &QTimer::timeout, this, &Connection::drip);
        if (socket->bytesAvailable() > 0)
            onReadyRead();
    }

private:
    void onReadyRead()
    {
        if (m_answered)
            return;
        m_buffer += m_socket->readAll();
        const qsizetype end = m_buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        m_answered = true;
        const QList<QByteArray> lines = m_buffer.left(end).split('\n');
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        HttpRequest request;
        request.method = requestLine.value(0);
        const QByteArray target = requestLine.value(1);
        request.path = target.left(target.indexOf('?') < 0 ? target.size() : target.indexOf('?'));
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            if (colon > 0)
                request.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
        }
        m_path = request.path;
        m_server->m_requests.append(request);
        const auto handler = m_server->m_routes.constFind(request.path);
        m_response = handler != m_server->m_routes.cend() ? (*handler)(request) : HttpResponse::error(404, "Not Found");
        if (m_response.delayMs > 0)
            QTimer::singleShot(m_response.delayMs, this, &Connection::sendHead);
        else
            sendHead();
    }

    qint64 bodySize() const { return m_response.generatedSize >= 0 ? m_response.generatedSize : m_response.body.size(); }

    QByteArray piece(qint64 offset, qint64 n) const
    {
        if (m_response.generatedSize < 0)
            return m_response.body.mid(offset, n);
        return QByteArray(n, char('a' + offset % 26));
    }

    void sendHead()
    {
        if (m_socket->state() != QAbstractSocket::ConnectedState)
            return;
        QByteArray head = "HTTP/1.1 " + QByteArray::number(m_response.status) + ' ' + m_response.reason + "\r\n";
        for (const auto &[name, value] : std::as_const(m_response.headers))
            head += name + ": " + value + "\r\n";
        const qint64 length = m_response.contentLength == -2 ? bodySize() : m_response.contentLength;
        if (length >= 0)
            head += "Content-Length: " + QByteArray::number(length) + "\r\n";
        head += "Connection: close\r\n\r\n";
        m_socket->write(head);
        m_started = true;
        if (m_response.dripBytes > 0) {
            drip();
            m_timer.start(std::max(1, m_response.dripIntervalMs));
        } else {
            pump();
        }
    }

    void send(qint64 n)
    {
        m_socket->write(piece(m_sent, n));
        m_sent += n;
        m_server->m_bodyBytesSent[m_path] += n;
    }

    void finishIfDone()
    {
        if (m_sent >= bodySize() && !m_closing) {
            m_closing = true;
            m_timer.stop();
            m_socket->disconnectFromHost(); // flushes what is queued, then closes
        }
    }

    // QSslSocket::bytesToWrite() counts only what is not yet encrypted.
    qint64 queued() const
    {
        const auto *tls = qobject_cast<QSslSocket *>(m_socket);
        return m_socket->bytesToWrite() + (tls ? tls->encryptedBytesToWrite() : 0);
    }

    void pump()
    {
        if (!m_started || m_response.dripBytes > 0 || m_socket->state() != QAbstractSocket::ConnectedState)
            return;
        while (m_sent < bodySize() && queued() < kMaxQueued)
            send(std::min(kPiece, bodySize() - m_sent));
        finishIfDone();
    }

    void drip()
    {
        if (m_socket->state() != QAbstractSocket::ConnectedState) {
            m_timer.stop();
            return;
        }
        send(std::min<qint64>(m_response.dripBytes, bodySize() - m_sent));
        finishIfDone();
    }

    TestServer *m_server;
    QTcpSocket *m_socket;
    QByteArray m_buffer;
    QByteArray m_path;
    HttpResponse m_response;
    QTimer m_timer;
    qint64 m_sent = 0;
    bool m_answered = false;
    bool m_started = false;
    bool m_closing = false;
};

TestServer::TestServer(QObject *parent)
    : QObject(parent)
{
}

TestServer::~TestServer() = default;

bool TestServer::listenHttp()
{
    m_tls = false;
    m_server = std::make_unique<QTcpServer>();
    connect(m_server.get(), &QTcpServer::newConnection, this, &TestServer::acceptPending);
    return m_server->listen(QHostAddress::LocalHost, 0);
}

bool TestServer::listenHttps(const QSslConfiguration &configuration)
{
    m_tls = true;
    auto server = std::make_unique<QSslServer>();
    server->setSslConfiguration(configuration);
    server->setHandshakeTimeout(5000);
    // QSslServer queues a socket once its handshake is done; a refused handshake never reaches us.
    connect(server.get(), &QTcpServer::pendingConnectionAvailable, this, &TestServer::acceptPending);
    connect(server.get(), &QTcpServer::newConnection, this, &TestServer::acceptPending);
    connect(server.get(), &QSslServer::errorOccurred, this, [this] { ++m_tlsFailures; });
    m_server = std::move(server);
    return m_server->listen(QHostAddress::LocalHost, 0);
}

void TestServer::close()
{
    if (m_server)
        m_server->close();
}

void TestServer::acceptPending()
{
    while (m_server->hasPendingConnections()) {
        if (QTcpSocket *socket = m_server->nextPendingConnection())
            serve(socket);
    }
}

void TestServer::serve(QTcpSocket *socket)
{
    new Connection(this, socket);
}

quint16 TestServer::port() const
{
    return m_server ? m_server->serverPort() : 0;
}

QUrl TestServer::url(const QString &path) const
{
    QUrl u;
    u.setScheme(m_tls ? QStringLiteral("https") : QStringLiteral("http"));
    u.setHost(QStringLiteral("127.0.0.1"));
    u.setPort(port());
    u.setPath(path.startsWith(u'/') ? path : u'/' + path);
    return u;
}

void TestServer::route(const QByteArray &path, const HttpResponse &response)
{
    m_routes.insert(path, [response](const HttpRequest &) { return response; });
}

void TestServer::route(const QByteArray &path, Handler handler)
{
    m_routes.insert(path, std::move(handler));
}

int TestServer::hits(const QByteArray &path) const
{
    int n = 0;
    for (const HttpRequest &r : m_requests)
        n += r.path == path;
    return n;
}

} // namespace kie::test
