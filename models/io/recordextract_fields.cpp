// SPDX-License-Identifier: Apache-2.0
// Record extraction: one parsed object's members read into the value structs of records.h
// (ARCHIVE.md §5), each member of the wrong type a warning that names its path.
#include "recordextract_cases_p.h"
#include "recordextract_p.h"
#include "references.h"

namespace kie {

namespace extract {

QVariant toVariant(element value)
{
    switch (value.type()) {
    case element_type::OBJECT: {
        QVariantMap map;
        const object o = value.get_object().value_unsafe(); // not in the for: the result is a temporary
        for (const auto field : o)
            map.insert(fromUtf8(field.key), toVariant(field.value));
        return map;
    }
    case element_type::ARRAY: {
        QVariantList list;
        const array a = value.get_array().value_unsafe();
        for (const element item : a)
            list.append(toVariant(item));
        return list;
    }
    case element_type::INT64:
        return QVariant(qlonglong(value.get_int64().value_unsafe()));
    case element_type::UINT64:
        return QVariant(qulonglong(value.get_uint64().value_unsafe()));
    case element_type::DOUBLE:
        return QVariant(value.get_double().value_unsafe());
    case element_type::STRING:
        return QVariant(fromUtf8(value.get_string().value_unsafe()));
    case element_type::BOOL:
        return QVariant(value.get_bool().value_unsafe());
    case element_type::NULL_VALUE:
        break;
    }
    return QVariant();
}

namespace {

// A case row as kept: the struct, its axes map and its strings (a shared log counts once).
constexpr qint64 kCaseBytes = qint64(sizeof(CaseRow)) + 256;

LatencyStats latencyStats(const Fields &f)
{
    LatencyStats stats;
    for (int i = 0; i < LatencyStats::kStatisticCount; ++i) {
        const auto statistic = LatencyStats::Statistic(i);
        stats.set(statistic, f.num(LatencyStats::nameOf(statistic).data())); // names of string literals
    }
    return stats;
}

void readCase(const Fields &spec, element item, RunRecord &run)
{
    if (item.type() != element_type::OBJECT) {
        spec.d().warn(Tr::tr("spec.cases has %1 where a case object belongs; skipped").arg(typeName(item.type())));
        return;
    }
    const Fields c(spec.d(), item.get_object().value_unsafe(), &spec, "cases[]");
    CaseRow row;
    row.workload = c.str("workload");
    row.axes = c.variantMap("axes", true);
    row.status = c.str("status", true);
    row.latencyNs = c.num("latencyNs");
    row.referenceLatencyNs = c.num("referenceLatencyNs");
    row.solLatencyNs = c.num("solLatencyNs");
    row.baselineLatencyNs = c.num("baselineLatencyNs");
    row.speedup = c.num("speedup");
    row.maxAbsoluteError = c.num("maxAbsoluteError");
    row.maxRelativeError = c.num("maxRelativeError");
    row.hasNan = c.boolean("hasNan");
    row.hasInf = c.boolean("hasInf");
    row.log = c.str("log", spec.d().logs());
    run.cases.push_back(std::move(row));
}

void readRunSpec(const Fields &spec, RunRecord &run)
{
    run.statusText = spec.shared("status");
    if (run.statusText.isEmpty())
        spec.d().warn(Tr::tr("spec.status is missing; shown as unknown"));
    run.status = runStatusFromName(run.statusText.text());
    if (const auto timing = spec.obj("timing")) {
        if (const auto latency = timing->obj("latencyNs"))
            run.latencyNs = latencyStats(*latency);
        run.primaryStatistic = timing->shared("primaryStatistic");
    }
    run.observedAt = spec.str("observedAt");
    if (QString published = spec.str("publishedAt"); !published.isEmpty())
        run.editRareFields().publishedAt = std::move(published);
    if (const auto native = spec.obj("sourceNative")) {
        SourceNative sn;
        sn.source = native->shared("source");
        sn.benchmark = native->shared("benchmark");
        sn.externalId = native->str("externalId");
        sn.metrics = native->metrics("metrics");
        run.sourceNative = spec.d().sourceNatives.add(std::move(sn));
    }
    run.protocolDigest = spec.shared("protocolDigest");
    run.workloadDigest = spec.shared("workloadDigest");
    run.environmentDigest = spec.shared("environmentDigest");
    run.implementationDigest = spec.shared("implementationDigest");
    if (QString key = spec.str("comparisonKey", true); !key.isEmpty())
        run.editRareFields().comparisonKey = std::move(key);
    if (const auto evidence = spec.obj("evidence"))
        run.evidenceLevel = evidence->shared("level");
    if (const auto correctness = spec.obj("correctness")) {
        RunCorrectness c;
        c.status = correctness->str("status", true);
        c.policy = correctness->str("policy", true);
        c.maxAbsoluteError = correctness->num("maxAbsoluteError");
        c.maxRelativeError = correctness->num("maxRelativeError");
        run.correctness = std::move(c);
    }
    if (const auto cases = spec.arr("cases")) {
        // A large run's cases are handed out one by one (recordextract_cases_p.h); its record's
        // "cases" is then an empty array.
        StreamedCases *streamed = spec.d().streamedCases;
        const size_t count = streamed ? streamed->size() : cases->size();
        if (qsizetype(count) > RecordExtractor::kCountedFrom
            && !spec.d().allowForRecord(qint64(count) * kCaseBytes,
                                        Tr::tr("%n case(s)", nullptr, int(std::min<size_t>(count, 1 << 30)))))
            return;
        run.cases.reserve(count);
        const auto read = [&](element item) {
            readCase(spec, item, run);
            return true;
        };
        if (streamed) {
            streamed->forEach(read);
        } else {
            for (const element item : *cases)
                read(item);
        }
    }
    if (const auto artifacts = spec.arr("artifacts")) {
        for (const element item : *artifacts) {
            if (item.type() != element_type::OBJECT) {
                spec.d().warn(Tr::tr("spec.artifacts has %1 where an artifact object belongs; skipped").arg(typeName(item.type())));
                continue;
            }
            const Fields a(spec.d(), item.get_object().value_unsafe(), &spec, "artifacts[]");
            Artifact artifact;
            artifact.name = a.str("name");
            artifact.uri = a.str("uri");
            artifact.digest = a.str("digest");
            artifact.mediaType = a.str("mediaType", true);
            artifact.size = a.integer("size");
            run.editRareFields().artifacts.push_back(std::move(artifact));
        }
    }
}

void readProtocolSpec(const Fields &spec, ProtocolRecord &p)
{
    if (const auto harness = spec.obj("harness")) {
        p.harnessName = harness->str("name");
        p.harnessVersion = harness->str("version");
    }
    if (const auto correctness = spec.obj("correctness")) {
        p.correctnessReference = correctness->str("reference");
        p.correctnessComparator = correctness->str("comparator");
        p.correctnessPolicy = correctness->str("policy");
    }
    if (const auto measurement = spec.obj("measurement")) {
        p.timer = measurement->str("timer");
        p.primaryStatistic = measurement->str("primaryStatistic", true);
    }
    if (const auto comparability = spec.obj("comparability")) {
        p.comparabilityFamily = comparability->str("family");
        p.comparabilityNotes = comparability->str("notes");
    }
}

void readEnvironmentSpec(const Fields &spec, EnvironmentRecord &e)
{
    if (const auto hardware = spec.obj("hardware")) {
        e.vendor = hardware->str("vendor", true);
        e.product = hardware->str("product", true);
        e.architecture = hardware->str("architecture", true);
    }
    if (const auto software = spec.obj("software"))
        e.libraries = software->stringMap("libraries");
}

void readWorkloadSpec(const Fields &spec, WorkloadRecord &w)
{
    w.definition = spec.str("definition", true);
    w.description = spec.str("description");
    w.comparator = spec.str("comparator");
    if (const auto suite = spec.obj("suite")) {
        w.suiteCases = suite->integer("cases");
        w.suiteAggregate = suite->str("aggregate");
    }
    w.axes = spec.variantMap("axes");
}

void readImplementationSpec(const Fields &spec, ImplementationRecord &i)
{
    i.name = spec.str("name");
    i.project = spec.str("project");
    i.revision = spec.str("revision");
    i.language = spec.str("language", true);
    i.author = spec.str("author");
    i.source = spec.str("source");
}

void readAttestationSpec(const Fields &spec, AttestationRecord &a)
{
    a.subject = spec.str("subject", true);
    if (a.subject.isEmpty())
        spec.d().warn(Tr::tr("spec.subject (the attested run's digest) is missing"));
    a.attestationKind = spec.str("kind", true);
    a.author = spec.str("author");
    a.createdAt = spec.str("createdAt");
    a.text = spec.str("text");
    if (const auto measurement = spec.obj("measurement")) {
        a.measurementLatencyNs = measurement->num("latencyNs");
        a.measurementEnvironmentDigest = measurement->str("environmentDigest", true);
    }
    if (const auto signature = spec.obj("signature")) {
        a.signatureAlgorithm = signature->str("algorithm", true);
        a.signaturePublicKey = signature->str("publicKey");
        a.signatureValue = signature->str("value");
    }
}

} // namespace

} // namespace extract

using namespace extract;

std::pair<ObjectKind, int> RecordExtractor::Private::extractObject(object o, const ScanSpan &at, int index, RecordBatch &batch)
{
    span = &at;
    recordIndex = index;
    out = &batch;
    const Fields top(*this, o, nullptr, nullptr);

    ObjectBase base;
    base.meta.apiVersion = top.shared("apiVersion");
    base.meta.kindName = top.shared("kind");
    base.meta.kind = kindFromName(base.meta.kindName.text());
    if (base.meta.apiVersion.isEmpty())
        warn(Tr::tr("the object has no apiVersion; read as kernelindex.dev/v1alpha1"));
    else if (base.meta.apiVersion != QLatin1String("kernelindex.dev/v1alpha1"))
        warn(Tr::tr("apiVersion \"%1\" is not kernelindex.dev/v1alpha1; read as such").arg(base.meta.apiVersion));
    if (const auto metadata = top.obj("metadata")) {
        base.meta.name = metadata->str("name");
        base.meta.title = metadata->str("title", titles);
        base.meta.labels = metadata->stringMap("labels");
        base.meta.annotations = metadata->stringMap("annotations");
    }
    base.source = SourceText{buffer, at.begin, at.size(), at.line, at.column};
    base.recordIndex = index;
    // The digest while the parsed object is at hand; the reader computes what is left empty.
    // The canonical bytes are hashed as they are written (Sha256Stream), but a large object's members
    // are sorted in a list of their own, kept for the next.
    if (!parsedFallback && (digestRuns || base.meta.kind != ObjectKind::BenchmarkRun)
        && (qsizetype(o.size()) <= RecordExtractor::kCountedFrom
            || allowReused(32 * qint64(o.size()), canonicalReserved, at, index, Tr::tr("its digest"))))
        base.digest = canonicalizer.digest(o);
    if (refused)
        return {ObjectKind::Unknown, -1};

    std::optional<Fields> spec = top.obj("spec");
    if (!spec && base.meta.kind != ObjectKind::Unknown)
        warn(Tr::tr("the %1 has no spec").arg(base.meta.kindName));
    // Each record is built where it stays, at the end of its kind's vector: a run is 552 bytes.
    const auto fill = [&](auto &records, auto read) {
        auto &record = records.emplace_back();
        static_cast<ObjectBase &>(record) = std::move(base);
        if (spec)
            read(*spec, record);
        return int(records.size()) - 1;
    };

    switch (base.meta.kind) {
    case ObjectKind::BenchmarkRun:
        return {ObjectKind::BenchmarkRun, fill(batch.runs, readRunSpec)};
    case ObjectKind::BenchmarkProtocol:
        return {ObjectKind::BenchmarkProtocol, fill(batch.protocols, readProtocolSpec)};
    case ObjectKind::ExecutionEnvironment:
        return {ObjectKind::ExecutionEnvironment, fill(batch.environments, readEnvironmentSpec)};
    case ObjectKind::BenchmarkWorkload:
        return {ObjectKind::BenchmarkWorkload, fill(batch.workloads, readWorkloadSpec)};
    case ObjectKind::Implementation:
        return {ObjectKind::Implementation, fill(batch.implementations, readImplementationSpec)};
    case ObjectKind::Attestation: {
        const int at = fill(batch.attestations, readAttestationSpec);
        AttestationRecord &record = batch.attestations[size_t(at)];
        // Checked against the bytes now, while they are the file's (the reader refuses a file that
        // changes during the read): what views say later does not depend on the file staying put.
        record.signatureAsRead = verifyAttestationSignature(record);
        return {ObjectKind::Attestation, at};
    }
    case ObjectKind::Unknown:
        break;
    }
    if (base.meta.kindName.isEmpty())
        warn(Tr::tr("\"kind\" is not a string; kept as an object of unknown kind"));
    // Kept as read: no field of its spec is known.
    return {ObjectKind::Unknown, fill(batch.others, [](const Fields &, OtherRecord &) {})};
}

} // namespace kie
