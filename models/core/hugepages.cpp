// SPDX-License-Identifier: Apache-2.0
#include "hugepages.h"

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#endif

namespace kie {

void adviseHugePages(void *data, size_t bytes)
{
#ifdef Q_OS_LINUX
    constexpr quintptr kHuge = quintptr(2) << 20;
    const auto begin = (reinterpret_cast<quintptr>(data) + kHuge - 1) & ~(kHuge - 1);
    const auto end = (reinterpret_cast<quintptr>(data) + bytes) & ~(kHuge - 1);
    if (end > begin)
        ::madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#else
    Q_UNUSED(data);
    Q_UNUSED(bytes);
#endif
}

} // namespace kie
