// SPDX-License-Identifier: Apache-2.0
#include "strictjson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <iterator>
#include <string>
#include <vector>

namespace kie {

namespace {

using json = nlohmann::json;

// A byte iterator that publishes how far the lexer has read, so SAX callbacks (which nlohmann
// gives no position) can say where a duplicate key or an over-deep container is.
class TrackingIterator
{
public:
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char *;
    using reference = const char &;

    TrackingIterator() = default;
    TrackingIterator(const char *p, const char **cursor) : m_p(p), m_cursor(cursor) { }

    reference operator*() const { return *m_p; }
    TrackingIterator &operator++()
    {
        ++m_p;
        *m_cursor = m_p;
        return *this;
    }
    TrackingIterator operator++(int)
    {
        TrackingIterator old = *this;
        ++*this;
        return old;
    }
    bool operator==(const TrackingIterator &other) const { return m_p == other.m_p; }
    bool operator!=(const TrackingIterator &other) const { return m_p != other.m_p; }

private:
    const char *m_p = nullptr;
    const char **m_cursor = nullptr;
};

enum class Failure { None, Syntax, Depth, DuplicateKey };

// Builds the DOM like nlohmann's own SAX DOM parser, plus the checks it does not make.
class StrictSax
{
public:
    StrictSax(json &root, int maxDepth) : m_root(root), m_maxDepth(maxDepth) { }

    bool null() { return value(nullptr); }
    bool boolean(bool v) { return value(v); }
    bool number_integer(json::number_integer_t v) { return value(v); }
    bool number_unsigned(json::number_unsigned_t v) { return value(v); }
    bool number_float(json::number_float_t v, const std::string &)
    {
        // nlohmann already refuses overflow; this keeps the invariant local.
        if (!std::isfinite(v)) {
            failure = Failure::Syntax;
            message = std::string("number out of range");
            return false;
        }
        return value(v);
    }
    bool string(json::string_t &v) { return value(std::move(v)); }
    bool binary(json::binary_t &) { return false; } // JSON text has no binary values

    bool start_object(std::size_t) { return open(json::value_t::object); }
    bool start_array(std::size_t) { return open(json::value_t::array); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(json::string_t &k)
    {
        auto &object = *m_stack.back()->get_ptr<json::object_t *>();
        auto it = object.lower_bound(k);
        if (it != object.end() && it->first == k) {
            failure = Failure::DuplicateKey;
            // the key as a JSON string, so quotes and controls in it stay readable
            message = "duplicate key " + json(k).dump(-1, ' ', false, json::error_handler_t::replace)
                + ": an object with duplicate keys cannot be canonicalized";
            return false;
        }
        m_member = &object.emplace_hint(it, std::move(k), nullptr)->second;
        return true;
    }

    bool parse_error(std::size_t position, const std::string &lastToken, const nlohmann::detail::exception &ex)
    {
        failure = Failure::Syntax;
        errorPosition = position;
        exceptionId = ex.id;
        message = ex.what();
        token = lastToken;
        return false;
    }

    Failure failure = Failure::None;
    std::string message;
    std::string token;
    std::size_t errorPosition = 0; // nlohmann's chars_read_total at the error
    int exceptionId = 0;

private:
    template<typename Value>
    bool value(Value &&v)
    {
        place(json(std::forward<Value>(v)));
        return true;
    }

    json *place(json &&v)
    {
        if (m_stack.empty()) {
            m_root = std::move(v);
            return &m_root;
        }
        json *parent = m_stack.back();
        if (parent->is_array()) {
            auto &array = *parent->get_ptr<json::array_t *>();
            array.push_back(std::move(v));
            return &array.back();
        }
        *m_member = std::move(v);
        return m_member;
    }

    bool open(json::value_t type)
    {
        if (int(m_stack.size()) >= m_maxDepth) {
            failure = Failure::Depth;
            message = "nesting deeper than " + std::to_string(m_maxDepth) + " levels";
            return false;
        }
        m_stack.push_back(place(json(type)));
        return true;
    }

    bool close()
    {
        m_stack.pop_back();
        return true;
    }

    json &m_root;
    int m_maxDepth;
    std::vector<json *> m_stack;
    json *m_member = nullptr;
};

// nlohmann's what() reads "[json.exception.parse_error.101] parse error at line 1, column 2: syntax
// error while parsing value - invalid literal; last read: '[x'". Keep only what it found.
std::string cleanedNlohmannMessage(const std::string &what)
{
    std::string text = what;
    if (!text.empty() && text.front() == '[') {
        const auto close = text.find("] ");
        if (close != std::string::npos)
            text.erase(0, close + 2);
    }
    if (text.rfind("parse error", 0) == 0) {
        const auto colon = text.find(": ");
        if (colon != std::string::npos)
            text.erase(0, colon + 2);
    }
    return text;
}

// Finds the opening quote of the string whose closing quote is at `close`.
qsizetype openingQuote(QByteArrayView bytes, qsizetype close)
{
    for (qsizetype i = close - 1; i >= 0; --i) {
        if (bytes[i] != '"')
            continue;
        qsizetype backslashes = 0;
        for (qsizetype j = i - 1; j >= 0 && bytes[j] == '\\'; --j)
            ++backslashes;
        if (backslashes % 2 == 0)
            return i;
    }
    return close;
}

void setError(JsonError *error, QByteArrayView bytes, qint64 offset, const QString &message)
{
    if (!error)
        return;
    offset = std::clamp<qint64>(offset, 0, bytes.size());
    const JsonPosition position = jsonPositionAt(bytes, offset);
    error->byteOffset = offset;
    error->line = position.line;
    error->column = position.column;
    error->message = message;
}

QString hexByte(unsigned char byte)
{
    return QStringLiteral("0x%1").arg(uint(byte), 2, 16, QLatin1Char('0'));
}

} // namespace

JsonPosition jsonPositionAt(QByteArrayView bytes, qint64 offset)
{
    offset = std::clamp<qint64>(offset, 0, bytes.size());
    JsonPosition position;
    const char *data = bytes.data();
    const char *end = data + offset;
    const char *lineStart = data;
    for (const char *p = data; p < end;) {
        const auto *newline = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)));
        if (!newline)
            break;
        ++position.line;
        p = lineStart = newline + 1;
    }
    position.column = end - lineStart + 1;
    return position;
}

QString JsonError::toString() const
{
    return QStringLiteral("line %1, column %2 (byte %3): %4").arg(line).arg(column).arg(byteOffset).arg(message);
}

bool parseStrictJson(QByteArrayView bytes, nlohmann::json &out, JsonError *error, int maxDepth)
{
    out = nullptr;
    if (error)
        *error = JsonError();

    // nlohmann's lexer takes a NUL byte for the end of input, so "[1]\0junk" would pass. No valid
    // JSON text contains one (inside strings it must be escaped); parse up to it, then refuse it.
    const auto *nul = bytes.isEmpty() ? nullptr
                                      : static_cast<const char *>(std::memchr(bytes.data(), 0, size_t(bytes.size())));
    const qsizetype parsedLength = nul ? nul - bytes.data() : bytes.size();

    bool onlyWhitespace = true;
    for (qsizetype i = 0; i < parsedLength && onlyWhitespace; ++i) {
        const char c = bytes[i];
        onlyWhitespace = c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }
    if (onlyWhitespace && !nul) {
        setError(error, bytes, bytes.size(), QStringLiteral("empty input: no JSON value"));
        return false;
    }

    json root;
    StrictSax sax(root, maxDepth);
    const char *cursor = bytes.data();
    bool ok = false;
    try {
        ok = json::sax_parse(TrackingIterator(bytes.data(), &cursor),
                             TrackingIterator(bytes.data() + parsedLength, &cursor), &sax);
    } catch (const std::bad_alloc &) {
        setError(error, bytes, 0, QStringLiteral("out of memory while parsing JSON"));
        return false;
    } catch (const std::exception &e) {
        setError(error, bytes, cursor - bytes.data(), QString::fromUtf8(e.what()));
        return false;
    }

    if (ok && !nul) {
        out = std::move(root);
        return true;
    }

    const qint64 read = cursor - bytes.data(); // bytes consumed by the lexer so far
    switch (sax.failure) {
    case Failure::Depth:
        setError(error, bytes, read - 1, QString::fromStdString(sax.message));
        return false;
    case Failure::DuplicateKey:
        setError(error, bytes, openingQuote(bytes, read - 1), QString::fromStdString(sax.message));
        return false;
    case Failure::None:
    case Failure::Syntax:
        break;
    }

    // The offending byte is the last one the lexer read; at the end of input it is one past the end.
    qint64 offset = sax.failure == Failure::Syntax ? qint64(sax.errorPosition) - 1 : parsedLength;
    if (nul && (sax.failure == Failure::None || offset >= parsedLength)) {
        setError(error, bytes, parsedLength, QStringLiteral("NUL byte in JSON text"));
        return false;
    }
    offset = std::clamp<qint64>(offset, 0, parsedLength);

    QString message;
    const std::string detail = cleanedNlohmannMessage(sax.message);
    const bool atEnd = offset >= parsedLength;
    if (sax.exceptionId == 406 || sax.message == "number out of range") {
        const QString number = sax.token.size() > 40 ? QString::fromStdString(sax.token.substr(0, 40)) + QStringLiteral("…")
                                                     : QString::fromStdString(sax.token);
        message = QStringLiteral("number out of range: %1 is beyond the range of a double").arg(number);
        // nlohmann reports the number's last byte; point at its first
        offset = std::max<qint64>(0, offset - qint64(sax.token.size()) + 1);
    } else if (detail.find("surrogate") != std::string::npos) {
        message = QStringLiteral("lone surrogate in string escape: ") + QString::fromStdString(detail);
    } else if (detail.find("ill-formed UTF-8") != std::string::npos) {
        message = atEnd ? QStringLiteral("invalid UTF-8 in string: sequence cut off by the end of input")
                        : QStringLiteral("invalid UTF-8 in string: byte %1").arg(hexByte(uchar(bytes[offset])));
    } else if (!atEnd && uchar(bytes[offset]) >= 0x80 && detail.find("invalid literal") != std::string::npos) {
        message = QStringLiteral("unexpected byte %1 outside a string").arg(hexByte(uchar(bytes[offset])));
    } else if (atEnd) {
        message = QStringLiteral("truncated JSON: ") + QString::fromStdString(detail);
    } else if (detail.find("expected end of input") != std::string::npos) {
        message = QStringLiteral("trailing characters after the JSON value");
    } else {
        message = QString::fromStdString(detail);
    }
    setError(error, bytes, offset, message);
    return false;
}

} // namespace kie
