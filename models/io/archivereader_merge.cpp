// SPDX-License-Identifier: Apache-2.0
// A batch of extracted records joins the archive: its objects are appended in file order.
#include "archivereader_pipeline_p.h"

namespace kie {

namespace reader {

void mergeBatch(Archive &archive, RecordBatch &batch)
{
    const int protocols = int(archive.protocols.size());
    const int environments = int(archive.environments.size());
    const int workloads = int(archive.workloads.size());
    const int implementations = int(archive.implementations.size());
    for (RunRecord &run : batch.runs) {
        // Bundle roles point into the batch's vectors; shift them to the archive's.
        BundleRoles &roles = run.bundle;
        if (roles.protocol >= 0)
            roles.protocol += protocols;
        if (roles.environment >= 0)
            roles.environment += environments;
        if (roles.workload >= 0)
            roles.workload += workloads;
        if (roles.implementation >= 0)
            roles.implementation += implementations;
    }
    // The runs' storage stays with the batch (the extraction pool reuses it); the rest is freed.
    // The archive's vector was reserved for them (extractAll): its pages are mapped in one call.
    prefaultAppend(archive.runs, batch.runs.size());
    std::move(batch.runs.begin(), batch.runs.end(), std::back_inserter(archive.runs));
    batch.runs.clear();
    appendMoved(archive.protocols, batch.protocols);
    appendMoved(archive.environments, batch.environments);
    appendMoved(archive.workloads, batch.workloads);
    appendMoved(archive.implementations, batch.implementations);
    appendMoved(archive.attestations, batch.attestations);
    appendMoved(archive.others, batch.others);
    appendMoved(archive.problems, batch.problems);
}

} // namespace reader

} // namespace kie
