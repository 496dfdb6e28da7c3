<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>kie::ArchiveCache</name>
    <message>
        <source>cannot create the cache folder %1</source>
        <translation>无法创建缓存文件夹 %1</translation>
    </message>
    <message>
        <source>cannot write the cache file %1: %2</source>
        <translation>无法写入缓存文件 %1：%2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>kie::ArchiveDiffModel</name>
    <message>
        <source>(absent)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>变更内容</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>旧</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新</translation>
    </message>
</context>
<context>
    <name>kie::ArchiveReader</name>
    <message>
        <source>Decompressing %1</source>
        <translation>正在解压 %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>the file starts with a byte order mark; ignored</source>
        <translation>文件以字节顺序标记（BOM）开头；已忽略</translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <translation>%1：文件为空</translation>
    </message>
    <message>
        <source>%1: the file holds only whitespace</source>
        <translation>%1：文件中只有空白字符</translation>
    </message>
    <message>
        <source>%1:%2:%3: not a run archive, manifest bundle, object or JSON Lines: expected &apos;{&apos;, found &apos;%4&apos; (byte 0x%5)</source>
        <translation>%1:%2:%3：不是运行归档、清单包、对象或 JSON Lines：应为 &apos;{&apos;，实际为 &apos;%4&apos;（字节 0x%5）</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>正在读取 %1</translation>
    </message>
    <message>
        <source>no &quot;kind&quot;; read as a RunArchive because it has &quot;items&quot;</source>
        <translation>没有 &quot;kind&quot;；因含有 &quot;items&quot;，按 RunArchive 读取</translation>
    </message>
    <message>
        <source>the RunArchive has no &quot;items&quot;</source>
        <translation>RunArchive 没有 &quot;items&quot;</translation>
    </message>
    <message>
        <source>&quot;items&quot; must be an array</source>
        <translation>&quot;items&quot; 必须是数组</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more problem(s))</source>
        <translation>
            <numerusform>（另有 %n 个问题）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ranking %n run(s)</source>
        <translation>
            <numerusform>正在为 %n 个运行排名</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computing %n digest(s)</source>
        <translation>
            <numerusform>正在计算 %n 个摘要</numerusform>
        </translation>
    </message>
    <message>
        <source>the object cannot be canonicalized</source>
        <translation>该对象无法规范化</translation>
    </message>
    <message>
        <source>the %1 cannot be canonicalized (RFC 8785), so it has no digest: %2</source>
        <translation>%1 无法规范化（RFC 8785），因此没有摘要：%2</translation>
    </message>
    <message>
        <source>%1 is a folder without traces (no traces/ or definitions/, no trace .jsonl)</source>
        <translation>%1 是不含 trace 的文件夹（没有 traces/ 或 definitions/，也没有 trace .jsonl 文件）</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>正在打开 %1</translation>
    </message>
    <message>
        <source>no files to open</source>
        <translation>没有要打开的文件</translation>
    </message>
    <message>
        <source>the file ends inside record %1, which starts at line %2</source>
        <translation>文件在记录 %1 (始于第 %2 行) 内部结束</translation>
    </message>
    <message>
        <source>the file ends inside the RunArchive, which starts at line %1</source>
        <translation>文件在 RunArchive (始于第 %1 行) 内部结束</translation>
    </message>
    <message>
        <source>the file ends inside record 0, which starts at line %1</source>
        <translation>文件在记录 0 (始于第 %1 行) 内部结束</translation>
    </message>
    <message>
        <source>%1: too many records for the memory budget: after %2 record(s) they would take about %3 MB, more than %4 MB (3 times the decompressed size + 48 MB); nothing was loaded</source>
        <translation>%1: 记录过多, 超出内存预算: 读到 %2 条记录时约需 %3 MB, 超过 %4 MB (解压后大小的 3 倍 + 48 MB); 未加载任何内容</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) after the end of the top-level object, starting with byte 0x%1; ignored</source>
        <translation>
            <numerusform>顶层对象结束后还有 %n 个字节, 以字节 0x%1 开头; 已忽略</numerusform>
        </translation>
    </message>
    <message>
        <source>the object has &quot;items&quot; but its kind is %1, not &quot;RunArchive&quot;: its items are not read</source>
        <translation>该对象有 &quot;items&quot;, 但其类型为 %1 而不是 &quot;RunArchive&quot;: 其条目不会被读取</translation>
    </message>
    <message>
        <source>not a string</source>
        <translation>不是字符串</translation>
    </message>
    <message>
        <source>no string &quot;kind&quot;</source>
        <translation>没有字符串 &quot;kind&quot;</translation>
    </message>
    <message>
        <source>kind &quot;%1&quot;</source>
        <translation>类型 &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>%n object(s) of unknown %1 (not a kind of ARCHIVE.md §1), kept and shown as read; this is the first</source>
        <translation>
            <numerusform>%n 个未知%1的对象 (不是 ARCHIVE.md §1 中的类型), 按读取原样保留并显示; 这是第一个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: refused: the stream is longer than %2 bytes (the limit for pipes and devices)</source>
        <translation>%1: 已拒绝: 数据流超过 %2 字节 (管道和设备的上限)</translation>
    </message>
    <message>
        <source>duplicate member &quot;%1&quot; of the RunArchive; the first one is used</source>
        <translation>RunArchive 成员 &quot;%1&quot; 重复；使用第一个</translation>
    </message>
    <message>
        <source>not an archive, bundle or object</source>
        <translation>既不是归档，也不是捆绑包或对象</translation>
    </message>
    <message>
        <source>the object has neither a &quot;kind&quot; nor a &quot;run&quot;: %1</source>
        <translation>该对象既没有 &quot;kind&quot; 也没有 &quot;run&quot;：%1</translation>
    </message>
    <message>
        <source>Waiting for %1 to be written…</source>
        <translation>正在等待写入 %1…</translation>
    </message>
    <message>
        <source>record digests not computed: %1</source>
        <translation>未计算记录摘要：%1</translation>
    </message>
    <message>
        <source>%1 was changed or shortened by another program while it was being read; open it again</source>
        <translation>%1 在读取期间被其他程序修改或截短；请重新打开</translation>
    </message>
    <message>
        <source>the file was changed or shortened by another program after it was opened, so its bytes are no longer this record&apos;s; open it again</source>
        <translation>文件在打开后被其他程序修改或截短，其字节已不再属于此记录；请重新打开</translation>
    </message>
    <message numerus="yes">
        <source>the %n member(s) of the top-level object</source>
        <translation>
            <numerusform>顶层对象的 %n 个成员</numerusform>
        </translation>
    </message>
    <message>
        <source>the top-level object&apos;s list of members or of stored elements</source>
        <translation>顶层对象的成员列表或已存储元素列表</translation>
    </message>
    <message>
        <source>%1: too large for the memory budget: with %2 the read would take about %3 MB, more than %4 MB (3 times the decompressed size + 48 MB); nothing was loaded</source>
        <translation>%1：超出内存预算：加上 %2，读取约需 %3 MB，超过 %4 MB（解压后大小的 3 倍 + 48 MB）；未加载任何内容</translation>
    </message>
</context>
<context>
    <name>kie::ArchiveSession</name>
    <message>
        <source>no files to open</source>
        <translation>没有要打开的文件</translation>
    </message>
    <message numerus="yes">
        <source>Merging %n file(s)…</source>
        <translation>
            <numerusform>正在合并 %n 个文件…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is missing from this build</source>
        <translation>此版本中缺少 %1</translation>
    </message>
    <message>
        <source>%1 (embedded sample)</source>
        <translation>%1（内置示例）</translation>
    </message>
</context>
<context>
    <name>kie::ArchiveWriter</name>
    <message>
        <source>%1 &quot;%2&quot; has no source text to write</source>
        <translation>%1“%2”没有可写出的源文本</translation>
    </message>
    <message>
        <source>%1: %2; nothing was written</source>
        <translation>%1：%2；未写入任何内容</translation>
    </message>
</context>
<context>
    <name>kie::CaseTableModel</name>
    <message>
        <source>Correct within tolerance; timed against the reference</source>
        <translation>在容差范围内正确；已与参考实现对比计时</translation>
    </message>
    <message>
        <source>Output has the wrong tensor shape</source>
        <translation>输出的张量形状错误</translation>
    </message>
    <message>
        <source>Output differs from the reference beyond tolerance</source>
        <translation>输出与参考结果的差异超出容差</translation>
    </message>
    <message>
        <source>Output has the wrong data type</source>
        <translation>输出的数据类型错误</translation>
    </message>
    <message>
        <source>The solution failed while running</source>
        <translation>解决方案在运行时失败</translation>
    </message>
    <message>
        <source>The solution failed to compile or build</source>
        <translation>解决方案编译或构建失败</translation>
    </message>
    <message>
        <source>The evaluation did not finish within the time limit</source>
        <translation>评估未在时限内完成</translation>
    </message>
    <message>
        <source>The harness caught the solution gaming the measurement</source>
        <translation>测试框架发现解决方案在操纵测量</translation>
    </message>
    <message>
        <source>The definition&apos;s reference implementation failed to run</source>
        <translation>定义中的参考实现运行失败</translation>
    </message>
    <message>
        <source>Status as read; not one the explorer knows</source>
        <translation>按读取原样显示的状态；浏览器无法识别</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Axes</source>
        <translation>轴</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>Max abs. error</source>
        <translation>最大绝对误差</translation>
    </message>
    <message>
        <source>Max rel. error</source>
        <translation>最大相对误差</translation>
    </message>
    <message>
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
    <message>
        <source>Inf</source>
        <translation>Inf</translation>
    </message>
    <message>
        <source>Workload uuid of the case</source>
        <translation>该用例的工作负载 UUID</translation>
    </message>
    <message>
        <source>The solution&apos;s latency on this case, as the source measured it</source>
        <translation>解决方案在该用例上的延迟（由来源测量）</translation>
    </message>
    <message>
        <source>The reference implementation&apos;s latency on this case</source>
        <translation>参考实现在该用例上的延迟</translation>
    </message>
    <message>
        <source>Reference latency / solution latency</source>
        <translation>参考延迟 / 解决方案延迟</translation>
    </message>
    <message>
        <source>The output held a NaN</source>
        <translation>输出中含有 NaN</translation>
    </message>
    <message>
        <source>The output held an infinity</source>
        <translation>输出中含有无穷大</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>kie::CitationCheck</name>
    <message>
        <source>This is not a citation the explorer wrote: it carries neither a record digest nor a permalink.</source>
        <translation>这不是浏览器写出的引用：它既不含记录摘要，也不含永久链接。</translation>
    </message>
    <message>
        <source>The cited record is here, unchanged (run %1).</source>
        <translation>被引用的记录在此，未被更改（运行 %1）。</translation>
    </message>
    <message>
        <source>A run with this title is here (run %1), but its record changed since it was cited: cited %2, here %3.</source>
        <translation>具有此标题的运行在此（运行 %1），但其记录自被引用以来已更改：引用 %2，此处 %3。</translation>
    </message>
    <message>
        <source>A run with this permalink is here (run %1), but its record changed since it was cited: cited %2, here %3.</source>
        <translation>具有此永久链接的运行在此（运行 %1），但其记录自被引用以来已更改：引用 %2，此处 %3。</translation>
    </message>
    <message>
        <source>A run with this id is here (run %1), but its record changed since it was cited: cited %2, here %3.</source>
        <translation>具有此 ID 的运行在此（运行 %1），但其记录自被引用以来已更改：引用 %2，此处 %3。</translation>
    </message>
    <message>
        <source>A run with this permalink is here (run %1), but the citation carries no record digest to tell whether its record changed.</source>
        <translation>具有此永久链接的运行在此（运行 %1），但引用不含记录摘要，无法判断其记录是否已更改。</translation>
    </message>
    <message>
        <source>The cited record is not in this archive (%1).</source>
        <translation>被引用的记录不在此归档中（%1）。</translation>
    </message>
</context>
<context>
    <name>kie::Comparability</name>
    <message>
        <source>comparability family</source>
        <translation>可比性系列</translation>
    </message>
    <message>
        <source>harness</source>
        <translation>测试框架</translation>
    </message>
    <message>
        <source>harness version</source>
        <translation>测试框架版本</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>计时器</translation>
    </message>
    <message>
        <source>primary statistic</source>
        <translation>主要统计量</translation>
    </message>
    <message>
        <source>%1 reference of %2 is declared ≠ computed</source>
        <translation>%2 的 %1 引用为声明值 ≠ 计算值</translation>
    </message>
    <message>
        <source>protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>implementation</source>
        <translation>实现</translation>
    </message>
    <message>
        <source>%1 records none</source>
        <translation>%1 未记录</translation>
    </message>
    <message>
        <source>%1 differs (%2 vs %3)</source>
        <translation>%1 不同（%2 对 %3）</translation>
    </message>
    <message>
        <source>%1 (%2): %3 not checked</source>
        <translation>%1（%2）：%3 未检查</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>library versions</source>
        <translation>库版本</translation>
    </message>
    <message>
        <source>library %1 differs (%2 vs %3)</source>
        <translation>库 %1 不同（%2 对 %3）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>workload digest</source>
        <translation>工作负载摘要</translation>
    </message>
    <message>
        <source>comparable</source>
        <translation>可比较</translation>
    </message>
    <message>
        <source>comparable with caveats</source>
        <translation>可比较（有保留）</translation>
    </message>
    <message>
        <source>not comparable</source>
        <translation>不可比较</translation>
    </message>
    <message>
        <source>timer (%1)</source>
        <translation>计时器（%1）</translation>
    </message>
    <message>
        <source>primary statistic (%1)</source>
        <translation>主要统计量（%1）</translation>
    </message>
    <message>
        <source>Runs of this group disagree on %1</source>
        <translation>该组的运行在 %1 上不一致</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和</translation>
    </message>
</context>
<context>
    <name>kie::ComparisonModel</name>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>not in archive</source>
        <translation>不在归档中</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>不同</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>实现</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Latency (%1)</source>
        <translation>延迟（%1）</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>not ranked</source>
        <translation>未排名</translation>
    </message>
    <message>
        <source>not ranked (%1)</source>
        <translation>未排名（%1）</translation>
    </message>
    <message>
        <source>SOL score</source>
        <translation>SOL 分数</translation>
    </message>
    <message>
        <source>Speedup over reference</source>
        <translation>相对参考实现的加速比</translation>
    </message>
    <message>
        <source>Cases faster</source>
        <translation>更快的用例</translation>
    </message>
    <message>
        <source>Evidence level</source>
        <translation>证据级别</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>观测日期</translation>
    </message>
    <message>
        <source>same day</source>
        <translation>同一天</translation>
    </message>
    <message>
        <source>1 day later</source>
        <translation>晚 1 天</translation>
    </message>
    <message>
        <source>1 day earlier</source>
        <translation>早 1 天</translation>
    </message>
    <message>
        <source>%1 days later</source>
        <translation>晚 %1 天</translation>
    </message>
    <message>
        <source>%1 days earlier</source>
        <translation>早 %1 天</translation>
    </message>
    <message>
        <source>Harness</source>
        <translation>测试框架</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>计时器</translation>
    </message>
    <message>
        <source>Primary statistic</source>
        <translation>主要统计量</translation>
    </message>
    <message>
        <source>Comparability family</source>
        <translation>可比性系列</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>not in stack</source>
        <translation>不在软件栈中</translation>
    </message>
    <message>
        <source>Library %1 of the run&apos;s software stack</source>
        <translation>该运行软件栈中的库 %1</translation>
    </message>
    <message>
        <source>added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>变更</translation>
    </message>
    <message>
        <source>no libraries recorded</source>
        <translation>未记录任何库</translation>
    </message>
    <message>
        <source>Software libraries</source>
        <translation>软件库</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>#1</source>
        <translation>#1</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>other comparison group</source>
        <translation>其他比较组</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>A relative to B: latency as A minus B; libraries added or removed in A&apos;s stack</source>
        <translation>A 相对于 B：延迟为 A 减 B；库为 A 的软件栈中新增或移除的</translation>
    </message>
</context>
<context>
    <name>kie::EvidenceLevel</name>
    <message>
        <source>source-reported</source>
        <translation>来源报告</translation>
    </message>
    <message>
        <source>source-native</source>
        <translation>来源自身测量</translation>
    </message>
    <message>
        <source>controlled-rerun</source>
        <translation>受控重跑</translation>
    </message>
</context>
<context>
    <name>kie::Fetcher</name>
    <message>
        <source>not a valid URL: %1</source>
        <translation>不是有效的 URL：%1</translation>
    </message>
    <message>
        <source>refused plain http: use https, or allow plain http for this URL (--allow-http)</source>
        <translation>已拒绝未加密的 http：请使用 https，或对此 URL 允许 http（--allow-http）</translation>
    </message>
    <message>
        <source>Plain http was allowed for this URL: anyone on the way could read or change the archive.</source>
        <translation>此 URL 允许了未加密的 http：传输途中的任何人都可能读取或篡改该归档。</translation>
    </message>
    <message>
        <source>only https URLs can be fetched, not %1</source>
        <translation>只能获取 https URL，不能获取 %1</translation>
    </message>
    <message>
        <source>the expected SHA-256 must be 64 hexadecimal digits, not &quot;%1&quot;</source>
        <translation>预期的 SHA-256 必须是 64 位十六进制数字，而不是“%1”</translation>
    </message>
    <message>
        <source>the URL&apos;s #sha256= fragment must be 64 hexadecimal digits, not &quot;%1&quot;</source>
        <translation>URL 的 #sha256= 片段必须是 64 位十六进制数字，而不是“%1”</translation>
    </message>
    <message>
        <source>the expected SHA-256 (%1) and the URL&apos;s #sha256= fragment (%2) disagree</source>
        <translation>预期的 SHA-256（%1）与 URL 的 #sha256= 片段（%2）不一致</translation>
    </message>
    <message>
        <source>cannot read the CA file %1: no PEM certificate in it</source>
        <translation>无法读取 CA 文件 %1：其中没有 PEM 证书</translation>
    </message>
    <message>
        <source>cannot create a temporary file in %1: %2</source>
        <translation>无法在 %1 中创建临时文件：%2</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>too large: the server announced %1, more than the limit of %2</source>
        <translation>过大：服务器声明的大小为 %1，超过了 %2 的上限</translation>
    </message>
    <message>
        <source>too large: more than the limit of %1</source>
        <translation>过大：超过了 %1 的上限</translation>
    </message>
    <message>
        <source>cannot write the downloaded file: %1</source>
        <translation>无法写入下载的文件：%1</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>Downloading %1: %2 of %3 (%4)</source>
        <translation>正在下载 %1：%2 / %3（%4）</translation>
    </message>
    <message>
        <source>Downloading %1: %2 (%3)</source>
        <translation>正在下载 %1：%2（%3）</translation>
    </message>
    <message>
        <source>redirect loop: %1 leads back to %2 again</source>
        <translation>重定向循环：%1 又指回 %2</translation>
    </message>
    <message>
        <source>refused a redirect to %1: only https is allowed</source>
        <translation>已拒绝重定向到 %1：只允许 https</translation>
    </message>
    <message>
        <source>Could not fetch (%1); opened the copy %2.</source>
        <translation>无法获取（%1）；已打开副本（%2）。</translation>
    </message>
    <message>
        <source>transfer ended early (expected %1 bytes, got %2)</source>
        <translation>传输提前结束（预期 %1 字节，实际 %2 字节）</translation>
    </message>
    <message>
        <source>server said 304 Not Modified, but there is no cached copy to reuse</source>
        <translation>服务器返回 304 Not Modified，但没有可复用的缓存副本</translation>
    </message>
    <message>
        <source>server said %1 %2</source>
        <translation>服务器返回 %1 %2</translation>
    </message>
    <message>
        <source>host not found: %1</source>
        <translation>找不到主机：%1</translation>
    </message>
    <message>
        <source>the server %1 refused the connection</source>
        <translation>服务器 %1 拒绝了连接</translation>
    </message>
    <message>
        <source>secure connection failed: %1</source>
        <translation>安全连接失败：%1</translation>
    </message>
    <message>
        <source>certificate not trusted because %1</source>
        <translation>证书不受信任，原因：%1</translation>
    </message>
    <message>
        <source>refused a redirect from https to plain http</source>
        <translation>已拒绝从 https 重定向到未加密的 http</translation>
    </message>
    <message>
        <source>too many redirects (more than %1)</source>
        <translation>重定向次数过多（超过 %1 次）</translation>
    </message>
    <message>
        <source>transfer ended early: the server closed the connection after %1 bytes</source>
        <translation>传输提前结束：服务器在 %1 字节后关闭了连接</translation>
    </message>
    <message>
        <source>the server closed the connection without answering</source>
        <translation>服务器未应答就关闭了连接</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>已超时</translation>
    </message>
    <message>
        <source>network error: %1</source>
        <translation>网络错误：%1</translation>
    </message>
    <message>
        <source>the server sent an empty file</source>
        <translation>服务器发送了空文件</translation>
    </message>
    <message>
        <source>digest mismatch: expected sha256 %1, got %2</source>
        <translation>摘要不匹配：预期 sha256 %1，实际为 %2</translation>
    </message>
    <message>
        <source>Checking and storing %1…</source>
        <translation>正在校验并保存 %1…</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>timed out: no data for %1</source>
        <translation>已超时：%1 内未收到数据</translation>
    </message>
    <message>
        <source>timed out: the transfer took longer than the deadline of %1</source>
        <translation>已超时：传输时间超过了 %1 的期限</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>cannot read back the downloaded file: %1</source>
        <translation>无法读回下载的文件：%1</translation>
    </message>
    <message>
        <source>refused the compressed body: %1</source>
        <translation>已拒绝压缩的响应体：%1</translation>
    </message>
    <message>
        <source>fetched %1 from %2</source>
        <translation>%1 从 %2 获取</translation>
    </message>
</context>
<context>
    <name>kie::Figure</name>
    <message>
        <source>no status</source>
        <translation>无状态</translation>
    </message>
    <message>
        <source>comparison group %1</source>
        <translation>对比组 %1</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1（运行 %2）</translation>
    </message>
    <message>
        <source>#1 %1</source>
        <translation>#1 %1</translation>
    </message>
    <message>
        <source>Highlighted: %1, not ranked (%2)</source>
        <translation>高亮：%1，未排名（%2）</translation>
    </message>
    <message>
        <source>Not ranked: %1</source>
        <translation>未排名：%1</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>组 %1</translation>
    </message>
    <message>
        <source>accessed %1</source>
        <translation>访问于 %1</translation>
    </message>
    <message>
        <source>p (speedup over the reference, ×)</source>
        <translation>p（相对参考实现的加速比，×）</translation>
    </message>
    <message>
        <source>fast_p (share of cases)</source>
        <translation>fast_p（用例占比）</translation>
    </message>
    <message>
        <source>%1 latency</source>
        <translation>%1 延迟</translation>
    </message>
    <message>
        <source>rank (best first)</source>
        <translation>排名（最佳在前）</translation>
    </message>
    <message>
        <source>%1 latency (%2)</source>
        <translation>%1 延迟（%2）</translation>
    </message>
    <message>
        <source>No runs in this group.</source>
        <translation>此组中没有运行。</translation>
    </message>
    <message>
        <source>No ranked runs in this group: %1</source>
        <translation>此组中没有已排名的运行：%1</translation>
    </message>
    <message>
        <source> (%1/%2 correct)</source>
        <translation>（%1/%2 正确）</translation>
    </message>
    <message>
        <source>No run in this group has per-case results, so there is no fast_p curve.</source>
        <translation>此组中没有运行具有逐用例结果，因此没有 fast_p 曲线。</translation>
    </message>
    <message>
        <source>fast_p: %1 of %2 cases correct</source>
        <translation>fast_p：%2 个用例中 %1 个正确</translation>
    </message>
    <message>
        <source>Highlighted: #%1 of %2 %3 (run %4), %5× the baseline on average</source>
        <translation>高亮：%3（运行 %4），%2 个中的第 %1 名，平均为基线的 %5×</translation>
    </message>
    <message>
        <source>#1 %1, %2× the baseline on average</source>
        <translation>#1 %1，平均为基线的 %2×</translation>
    </message>
    <message>
        <source>Not scored (no baseline): %1</source>
        <translation>未评分（无基线）：%1</translation>
    </message>
    <message>
        <source>No author could be scored: no workload has a baseline.</source>
        <translation>没有作者可以评分：没有工作负载具有基线。</translation>
    </message>
    <message numerus="yes">
        <source>runs: %n</source>
        <translation>
            <numerusform>运行：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 figure is not available in this version.</source>
        <translation>此版本不提供 %1 图。</translation>
    </message>
    <message>
        <source>no comparison group has the key %1</source>
        <translation>没有对比组的键为 %1</translation>
    </message>
    <message>
        <source>%1 comparison groups have keys starting with %2</source>
        <translation>有 %1 个对比组的键以 %2 开头</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more file(s)</source>
        <translation>
            <numerusform>%1 及另外 %n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>speedup per case</source>
        <translation>每个用例的加速比</translation>
    </message>
    <message>
        <source>No run in this group has per-case results, so there is no heatmap.</source>
        <translation>此组中没有运行带有逐用例结果，因此没有热图。</translation>
    </message>
    <message>
        <source>Leaderboard · definitions × authors · speedup over the baseline</source>
        <translation>排行榜 · 定义 × 作者 · 相对基线的加速比</translation>
    </message>
    <message>
        <source>No author could be scored in any definition: no workload has a baseline.</source>
        <translation>没有任何定义能为作者评分：没有工作负载具有基线。</translation>
    </message>
    <message>
        <source>Scored cells: %1; failed (scored 0, crossed): %2; grey: not attempted or no baseline</source>
        <translation>已评分单元格：%1；失败（记 0 分，打叉）：%2；灰色：未尝试或无基线</translation>
    </message>
    <message numerus="yes">
        <source>Leaderboard · definitions: %n · fast_p of each author</source>
        <translation>
            <numerusform>排行榜 · 定义：%n · 每位作者的 fast_p</numerusform>
        </translation>
    </message>
    <message>
        <source>Highlighted: #%1 of %2 %3 (run %4)</source>
        <translation>突出显示：%2 %3 中的第 %1 名（运行 %4）</translation>
    </message>
    <message numerus="yes">
        <source>Not drawn: %n more author(s) below the top %1</source>
        <translation>
            <numerusform>未绘制：前 %1 名之后的 %n 位作者</numerusform>
        </translation>
    </message>
    <message>
        <source>speedup over the baseline (×)</source>
        <translation>相对基线的加速比 (×)</translation>
    </message>
    <message>
        <source>speedup over the reference (×)</source>
        <translation>相对参考的加速比 (×)</translation>
    </message>
    <message>
        <source>accessed %1 to %2</source>
        <translation>访问于 %1 至 %2</translation>
    </message>
    <message>
        <source>runs failing integrity ranked</source>
        <translation>未通过完整性检查的运行也参与排名</translation>
    </message>
    <message>
        <source>Ranked although %1, for inspection: 1 run</source>
        <translation>尽管%1仍为检查而排名：1 个运行</translation>
    </message>
    <message>
        <source>Ranked although %1, for inspection: %2 runs</source>
        <translation>尽管%1仍为检查而排名：%2 个运行</translation>
    </message>
    <message>
        <source>Highlighted: #%1 of %2 %3, %4</source>
        <translation>高亮：%3 第 %1 名（共 %2 个），%4</translation>
    </message>
    <message>
        <source>, ranked although %1</source>
        <translation>，尽管%1仍参与排名</translation>
    </message>
</context>
<context>
    <name>kie::FilterQuery</name>
    <message>
        <source>Unknown filter field %1; use one of: %2</source>
        <translation>未知的筛选字段 %1；请使用以下之一：%2</translation>
    </message>
    <message>
        <source>A digest prefix is hexadecimal digits (0-9, a-f), optionally after “sha256:”</source>
        <translation>摘要前缀为十六进制数字（0-9、a-f），可带前缀“sha256:”</translation>
    </message>
    <message>
        <source>“%1:=” cannot compare a whole %1; %1:text finds text inside it</source>
        <translation>“%1:=”无法比较整个 %1；%1:文本 可查找其中的文本</translation>
    </message>
</context>
<context>
    <name>kie::Formatting</name>
    <message>
        <source>not a number</source>
        <translation>非数字</translation>
    </message>
    <message>
        <source>SOL %1</source>
        <translation>SOL %1</translation>
    </message>
    <message>
        <source>%1× reference</source>
        <translation>参考实现的 %1 倍</translation>
    </message>
    <message>
        <source>%1/%2 cases faster</source>
        <translation>%1/%2 个用例更快</translation>
    </message>
    <message numerus="yes">
        <source>… (%n more character(s))</source>
        <translation>
            <numerusform>…（另有 %n 个字符）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::Gzip</name>
    <message>
        <source>not gzip data</source>
        <translation>不是 gzip 数据</translation>
    </message>
    <message>
        <source>cannot start zlib</source>
        <translation>无法启动 zlib</translation>
    </message>
    <message>
        <source>refused: more than %1 bytes of whitespace before the first value</source>
        <translation>已拒绝: 第一个值之前有超过 %1 字节的空白</translation>
    </message>
    <message>
        <source>the gzip data is truncated (after %1 decompressed bytes)</source>
        <translation>gzip 数据被截断 (解压 %1 字节之后)</translation>
    </message>
    <message>
        <source>corrupt gzip data after %1 decompressed bytes: %2</source>
        <translation>解压 %1 字节之后 gzip 数据损坏: %2</translation>
    </message>
    <message>
        <source>gzip member %1 at byte %2 is damaged (%3); the data after byte %4 is not read</source>
        <translation>位于字节 %2 的 gzip 成员 %1 已损坏 (%3); 字节 %4 之后的数据不会被读取</translation>
    </message>
    <message>
        <source>refused: decompresses to more than %1 bytes (the limit)</source>
        <translation>已拒绝: 解压后超过 %1 字节 (上限)</translation>
    </message>
    <message>
        <source>refused as a likely gzip bomb: %1 bytes inflate to more than %2 (over %3:1)</source>
        <translation>疑似 gzip 炸弹, 已拒绝: %1 字节解压后超过 %2 (超过 %3:1)</translation>
    </message>
    <message numerus="yes">
        <source>trailing data after gzip member %1 at byte %2 (%n byte(s), not a gzip member); ignored</source>
        <translation>
            <numerusform>位于字节 %2 的 gzip 成员 %1 之后有多余数据 (%n 字节, 不是 gzip 成员); 已忽略</numerusform>
        </translation>
    </message>
    <message>
        <source>the data is empty</source>
        <translation>数据为空</translation>
    </message>
    <message>
        <source>the data holds only whitespace</source>
        <translation>数据只包含空白</translation>
    </message>
    <message>
        <source>not a run archive, manifest bundle, object or JSON Lines: expected &apos;{&apos; at byte %1, found &apos;%2&apos; (byte 0x%3)</source>
        <translation>不是运行归档、清单包、对象或 JSON Lines: 字节 %1 处应为 &apos;{&apos;, 实际为 &apos;%2&apos; (字节 0x%3)</translation>
    </message>
    <message>
        <source>not a run archive, manifest bundle, object or JSON Lines: expected &apos;&quot;&apos; or &apos;}&apos; after &apos;{&apos; at byte %1, found &apos;%2&apos; (byte 0x%3)</source>
        <translation>不是运行归档、清单包、对象或 JSON Lines: 字节 %1 处的 &apos;{&apos; 之后应为 &apos;&quot;&apos; 或 &apos;}&apos;, 实际为 &apos;%2&apos; (字节 0x%3)</translation>
    </message>
    <message>
        <source>the data is %1, not UTF-8, the encoding archives are in (RFC 8259 §8.1): convert it first, for example with iconv -f %1 -t UTF-8</source>
        <translation>数据是 %1，不是存档所用的 UTF-8 编码（RFC 8259 §8.1）：请先转换，例如 iconv -f %1 -t UTF-8</translation>
    </message>
</context>
<context>
    <name>kie::IntegritySummary</name>
    <message>
        <source>An object carried with this run is not the one it declares: it was altered or belongs to another run</source>
        <translation>随此运行携带的对象不是其声明的对象：它已被修改，或属于另一个运行</translation>
    </message>
    <message>
        <source>An attestation about this run has a signature that does not verify</source>
        <translation>关于此运行的某条证明的签名无法验证</translation>
    </message>
    <message>
        <source>Some declared references have no object in this file to check them against; nothing in it contradicts them</source>
        <translation>部分声明的引用在此文件中没有可供核对的对象；文件中没有与之矛盾的内容</translation>
    </message>
    <message>
        <source>Every declared reference verified</source>
        <translation>所有声明的引用均已验证</translation>
    </message>
    <message>
        <source>The run declares no references</source>
        <translation>此运行未声明任何引用</translation>
    </message>
    <message>
        <source>%1 run</source>
        <translation>%1 个运行</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 个运行</translation>
    </message>
    <message>
        <source>%1 verified</source>
        <translation>%1 个已验证</translation>
    </message>
    <message>
        <source>%1 declared ≠ computed</source>
        <translation>%1 个声明值 ≠ 计算值</translation>
    </message>
    <message>
        <source>%1 invalid signature</source>
        <translation>%1 个无效签名</translation>
    </message>
    <message>
        <source>%1 invalid signatures</source>
        <translation>%1 个无效签名</translation>
    </message>
    <message>
        <source>%1 not in archive</source>
        <translation>%1 个不在归档中</translation>
    </message>
    <message>
        <source>%1 valid signature</source>
        <translation>%1 个有效签名</translation>
    </message>
    <message>
        <source>%1 valid signatures</source>
        <translation>%1 个有效签名</translation>
    </message>
    <message>
        <source>%1 unsigned attestation</source>
        <translation>%1 条未签名证明</translation>
    </message>
    <message>
        <source>%1 unsigned attestations</source>
        <translation>%1 条未签名证明</translation>
    </message>
</context>
<context>
    <name>kie::JsonScan</name>
    <message>
        <source>expected a &quot;key&quot;: value member</source>
        <translation>应为 &quot;键&quot;: 值 形式的成员</translation>
    </message>
    <message>
        <source>expected a member after &apos;,&apos;</source>
        <translation>&apos;,&apos; 之后应有成员</translation>
    </message>
    <message>
        <source>a member has no value</source>
        <translation>有成员没有值</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>意外的 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not close &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 与 &apos;%2&apos; 不匹配</translation>
    </message>
    <message>
        <source>unexpected &apos;:&apos;</source>
        <translation>意外的 &apos;:&apos;</translation>
    </message>
    <message>
        <source>expected a string key</source>
        <translation>应为字符串键</translation>
    </message>
    <message>
        <source>no JSON value</source>
        <translation>没有 JSON 值</translation>
    </message>
    <message>
        <source>expected &apos;{&apos; or &apos;[&apos;</source>
        <translation>应为 &apos;{&apos; 或 &apos;[&apos;</translation>
    </message>
    <message>
        <source>inside a string</source>
        <translation>位于字符串内部</translation>
    </message>
    <message numerus="yes">
        <source>with %n unclosed bracket(s)</source>
        <translation>
            <numerusform>有 %n 个未闭合的括号</numerusform>
        </translation>
    </message>
    <message>
        <source>the input ends too early (%1)</source>
        <translation>输入提前结束（%1）</translation>
    </message>
</context>
<context>
    <name>kie::KeyFile</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>no signing key at %1 (make one with &apos;keygen&apos; or in Settings &gt; Signing key)</source>
        <translation>%1 处没有签名密钥（请用 &apos;keygen&apos; 或在 设置 &gt; 签名密钥 中创建）</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是普通文件</translation>
    </message>
    <message>
        <source>refusing to use the signing key %1: it is readable or writable by others (mode %2); run &apos;chmod 600 %1&apos; if nobody else has had access to it, or make a new key</source>
        <translation>拒绝使用签名密钥 %1：其他用户可以读取或写入（模式 %2）；若无他人访问过，请运行 &apos;chmod 600 %1&apos;，否则请创建新密钥</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>cannot read the passphrase file %1: %2</source>
        <translation>无法读取口令文件 %1：%2</translation>
    </message>
    <message>
        <source>the passphrase file %1 is empty</source>
        <translation>口令文件 %1 为空</translation>
    </message>
</context>
<context>
    <name>kie::Leaderboard</name>
    <message>
        <source>%1 (not ranked: %2)</source>
        <translation>%1（未排名：%2）</translation>
    </message>
</context>
<context>
    <name>kie::LeaderboardModel</name>
    <message>
        <source>%1 by %2</source>
        <translation>%1（作者 %2）</translation>
    </message>
    <message>
        <source>(no author)</source>
        <translation>（无作者）</translation>
    </message>
    <message>
        <source>%1 of %2 comparisons</source>
        <translation>%2 次比较中的 %1 次</translation>
    </message>
    <message>
        <source>no baseline</source>
        <translation>无基线</translation>
    </message>
    <message>
        <source>Mean over definitions of the best solution&apos;s mean ratio (baseline latency ÷ latency); a solution with any case that did not pass scores 0</source>
        <translation>各定义上最佳解决方案平均比值（基线延迟 ÷ 延迟）的平均值；任一用例未通过的解决方案得 0 分</translation>
    </message>
    <message>
        <source>Share of definitions whose best solution passed every case</source>
        <translation>最佳解决方案通过所有用例的定义所占比例</translation>
    </message>
    <message>
        <source>Mean over definitions of the share of workloads faster than the baseline</source>
        <translation>各定义上快于基线的工作负载占比的平均值</translation>
    </message>
    <message>
        <source>Comparison groups where one of its runs ranks #1</source>
        <translation>其某个运行排名第 1 的对比组</translation>
    </message>
    <message>
        <source>Comparisons made ÷ (workloads with a baseline × solutions), over every definition</source>
        <translation>已进行的比较 ÷（有基线的工作负载 × 解决方案），覆盖所有定义</translation>
    </message>
    <message>
        <source>INCORRECT_SHAPE, INCORRECT_NUMERICAL, INCORRECT_DTYPE</source>
        <translation>INCORRECT_SHAPE, INCORRECT_NUMERICAL, INCORRECT_DTYPE</translation>
    </message>
    <message>
        <source>RUNTIME_ERROR, COMPILE_ERROR, TIMEOUT</source>
        <translation>RUNTIME_ERROR, COMPILE_ERROR, TIMEOUT</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>解决方案</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Avg speedup</source>
        <translation>平均加速比</translation>
    </message>
    <message>
        <source>Definitions</source>
        <translation>定义</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>成功率</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>#1 finishes</source>
        <translation>第 1 名次数</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>覆盖率</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Incorrect</source>
        <translation>不正确</translation>
    </message>
    <message>
        <source>Runtime error</source>
        <translation>运行时错误</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message numerus="yes">
        <source>%n marked</source>
        <translation>
            <numerusform>%n 个已标记</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left out</source>
        <translation>
            <numerusform>%n 个已排除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) with a declared ≠ computed reference, ranked and scored for inspection</source>
        <translation>
            <numerusform>%n 个引用为“声明 ≠ 计算”的运行，为便于检查而排名并计分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) left out of every score: declared ≠ computed. Click to list them in the run table</source>
        <translation>
            <numerusform>%n 个运行被排除在所有计分之外：声明 ≠ 计算。单击可在运行表中列出</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs with a declared ≠ computed reference, ranked and scored for inspection (marked)</source>
        <translation>引用为“声明 ≠ 计算”的运行，为便于检查而排名并计分（已标记）</translation>
    </message>
    <message>
        <source>Runs with a declared ≠ computed reference: left out of every score, baseline and #1 finish. Click to list them</source>
        <translation>引用为“声明 ≠ 计算”的运行：排除在所有计分、基准和第 1 名之外。单击可列出</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>完整性</translation>
    </message>
</context>
<context>
    <name>kie::NavigatorModel</name>
    <message>
        <source>All runs</source>
        <translation>全部运行</translation>
    </message>
    <message>
        <source>Every run in the file; comparison groups: %1</source>
        <translation>文件中的全部运行；对比组：%1</translation>
    </message>
    <message>
        <source>(benchmark not recorded)</source>
        <translation>（未记录基准测试）</translation>
    </message>
    <message>
        <source>(hardware not in archive)</source>
        <translation>（硬件信息不在归档中）</translation>
    </message>
    <message>
        <source>Comparison key %1
Ranked by %2 latency; %3 ranked, %4 unranked</source>
        <translation>对比键 %1
按 %2 延迟排名；已排名 %3 个，未排名 %4 个</translation>
    </message>
    <message>
        <source>Runs: %1, ranked: %2</source>
        <translation>运行：%1，已排名：%2</translation>
    </message>
    <message>
        <source>Benchmark / hardware / group</source>
        <translation>基准测试 / 硬件 / 组</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Files (%1)</source>
        <translation>文件（%1）</translation>
    </message>
    <message>
        <source>The files open together in this workspace</source>
        <translation>在此工作区中一起打开的文件</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::NoteStore</name>
    <message>
        <source>note store %1: %2</source>
        <translation>笔记存储 %1：%2</translation>
    </message>
    <message>
        <source>the note store is already open</source>
        <translation>笔记存储已打开</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>cannot open the note store %1: %2</source>
        <translation>无法打开笔记存储 %1：%2</translation>
    </message>
    <message>
        <source>the note store %1 was written by a newer version (schema %2; this one knows %3)</source>
        <translation>笔记存储 %1 由更新的版本写入（模式 %2；本版本支持 %3）</translation>
    </message>
    <message>
        <source>no note %1</source>
        <translation>没有笔记 %1</translation>
    </message>
    <message>
        <source>a signed note cannot be changed; add a new version instead</source>
        <translation>已签名的笔记不能修改；请改为添加新版本</translation>
    </message>
    <message>
        <source>cannot use the note store %1: it is not a database (%2)</source>
        <translation>无法使用笔记存储 %1：它不是数据库（%2）</translation>
    </message>
    <message>
        <source>the note store %1 is damaged (%2): the notes that can still be read are shown, read-only; move the file away to start a new store</source>
        <translation>笔记存储 %1 已损坏（%2）：仍可读取的笔记以只读方式显示；将该文件移走即可开始新的存储</translation>
    </message>
    <message>
        <source>cannot use the note store %1: not a database, or it cannot be written (%2)</source>
        <translation>无法使用笔记存储 %1：不是数据库，或无法写入（%2）</translation>
    </message>
    <message>
        <source>the note store is not open</source>
        <translation>笔记存储未打开</translation>
    </message>
    <message>
        <source>the note store %1 was removed or replaced by another program after it was opened</source>
        <translation>笔记存储 %1 在打开后被其他程序删除或替换</translation>
    </message>
    <message>
        <source>cannot read the note store %1: %2</source>
        <translation>无法读取笔记存储 %1：%2</translation>
    </message>
    <message>
        <source>the note store %1 was overwritten by another program after it was opened: it is no longer a database</source>
        <translation>笔记存储 %1 在打开后被其他程序覆盖：它已不再是数据库</translation>
    </message>
    <message>
        <source>the note store %1 was shortened by another program after it was opened</source>
        <translation>笔记存储 %1 在打开后被其他程序截短</translation>
    </message>
</context>
<context>
    <name>kie::Ranking</name>
    <message>
        <source>no status recorded</source>
        <translation>未记录状态</translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>状态 %1</translation>
    </message>
    <message>
        <source>no %1 latency recorded</source>
        <translation>未记录 %1 延迟</translation>
    </message>
    <message>
        <source>%1 latency is not a finite number</source>
        <translation>%1 延迟不是有限数</translation>
    </message>
    <message>
        <source>%1 latency %2 ns is not above zero</source>
        <translation>%1 延迟 %2 ns 不大于零</translation>
    </message>
    <message numerus="yes">
        <source>in this workspace of %n files</source>
        <translation>
            <numerusform>在此包含 %n 个文件的工作区中</numerusform>
        </translation>
    </message>
    <message>
        <source>in this file</source>
        <translation>在此文件中</translation>
    </message>
</context>
<context>
    <name>kie::RecordExtractor</name>
    <message>
        <source>empty record</source>
        <translation>空记录</translation>
    </message>
    <message>
        <source>a record must be an object, not %1</source>
        <translation>记录必须是对象，而不是%1</translation>
    </message>
    <message>
        <source>an object needs a &quot;kind&quot; (or, as a bundle, a &quot;run&quot;)</source>
        <translation>对象需要 &quot;kind&quot;（若为包，则需要 &quot;run&quot;）</translation>
    </message>
    <message>
        <source>bundle member &quot;%1&quot; is not an object with a kind; ignored</source>
        <translation>包成员 &quot;%1&quot; 不是带 kind 的对象；已忽略</translation>
    </message>
    <message>
        <source>duplicate bundle member &quot;%1&quot;; the first one is used</source>
        <translation>包成员 &quot;%1&quot; 重复；使用第一个</translation>
    </message>
    <message>
        <source>&quot;attestations&quot; must be an array; ignored</source>
        <translation>&quot;attestations&quot; 必须是数组；已忽略</translation>
    </message>
    <message>
        <source>bundle member &quot;%1&quot; is a %2, not a %3</source>
        <translation>包成员 &quot;%1&quot; 是 %2，而不是 %3</translation>
    </message>
    <message>
        <source>the bundle has no &quot;run&quot; object</source>
        <translation>包中没有 &quot;run&quot; 对象</translation>
    </message>
    <message>
        <source>the archive&apos;s metadata is %1, not an object</source>
        <translation>归档的 metadata 是%1，而不是对象</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>an object of strings</source>
        <translation>由字符串组成的对象</translation>
    </message>
    <message>
        <source>%1 is %2, expected %3; left empty</source>
        <translation>%1 是%2，应为%3；已留空</translation>
    </message>
    <message>
        <source>spec.status is missing; shown as unknown</source>
        <translation>缺少 spec.status；显示为未知</translation>
    </message>
    <message>
        <source>spec.cases has %1 where a case object belongs; skipped</source>
        <translation>spec.cases 中应为用例对象的位置是%1；已跳过</translation>
    </message>
    <message>
        <source>spec.artifacts has %1 where an artifact object belongs; skipped</source>
        <translation>spec.artifacts 中应为制品对象的位置是%1；已跳过</translation>
    </message>
    <message>
        <source>spec.subject (the attested run&apos;s digest) is missing</source>
        <translation>缺少 spec.subject（被证明运行的摘要）</translation>
    </message>
    <message>
        <source>the object has no apiVersion; read as kernelindex.dev/v1alpha1</source>
        <translation>该对象没有 apiVersion；按 kernelindex.dev/v1alpha1 读取</translation>
    </message>
    <message>
        <source>apiVersion &quot;%1&quot; is not kernelindex.dev/v1alpha1; read as such</source>
        <translation>apiVersion &quot;%1&quot; 不是 kernelindex.dev/v1alpha1；仍按其读取</translation>
    </message>
    <message>
        <source>the %1 has no spec</source>
        <translation>%1 没有 spec</translation>
    </message>
    <message>
        <source>&quot;kind&quot; is not a string; kept as an object of unknown kind</source>
        <translation>&quot;kind&quot; 不是字符串；作为未知类型的对象保留</translation>
    </message>
    <message>
        <source>an object needs a &quot;kind&quot; (or, as a bundle, a &quot;run&quot;): %1</source>
        <translation>对象需要 &quot;kind&quot;（作为捆绑包则需要 &quot;run&quot;）：%1</translation>
    </message>
    <message>
        <source>bundle member &quot;%1&quot; is not a role of a manifest bundle (run, protocol, environment, workload, implementation, attestations); its object is read but stands in no role</source>
        <translation>包成员 &quot;%1&quot; 不是清单包的角色（run、protocol、environment、workload、implementation、attestations）；其对象已读取，但不属于任何角色</translation>
    </message>
    <message>
        <source>record %1 at line %2 (%3)</source>
        <translation>第 %2 行的记录 %1（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n MB of JSON</source>
        <translation>
            <numerusform>%n MB 的 JSON</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the record (%n MB) is too large to parse in the memory this process may take</source>
        <translation>
            <numerusform>该记录（%n MB）太大，无法在本进程可用的内存中解析</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation>
            <numerusform>%n 个用例</numerusform>
        </translation>
    </message>
    <message>
        <source>its digest</source>
        <translation>其摘要</translation>
    </message>
    <message numerus="yes">
        <source>a string of %n KB</source>
        <translation>
            <numerusform>%n KB 的字符串</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n member(s) of &quot;%1&quot;</source>
        <translation>
            <numerusform>&quot;%1&quot; 的 %n 个成员</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::RecordVersionsModel</name>
    <message>
        <source>(absent)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Old version</source>
        <translation>旧版本</translation>
    </message>
    <message>
        <source>New version</source>
        <translation>新版本</translation>
    </message>
</context>
<context>
    <name>kie::ReferenceState</name>
    <message>
        <source>verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>declared ≠ computed</source>
        <translation>声明值 ≠ 计算值</translation>
    </message>
    <message>
        <source>not in archive</source>
        <translation>不在归档中</translation>
    </message>
    <message>
        <source>not declared</source>
        <translation>未声明</translation>
    </message>
    <message>
        <source>another object in the file has the declared digest; the one carried with the run does not</source>
        <translation>文件中另有对象具有声明的摘要；随运行携带的对象则没有</translation>
    </message>
</context>
<context>
    <name>kie::RunFacts</name>
    <message>
        <source>Marked %1 by the source (evidence: source-reported)</source>
        <translation>来源标记为 %1（证据：source-reported）</translation>
    </message>
    <message>
        <source>Measured by the benchmark&apos;s own harness: %1 (evidence: source-native)</source>
        <translation>由基准测试自身的测试框架测量：%1（证据：source-native）</translation>
    </message>
    <message>
        <source>Rerun under the index&apos;s control: %1 (evidence: controlled-rerun)</source>
        <translation>在索引方控制下重跑：%1（证据：controlled-rerun）</translation>
    </message>
    <message>
        <source>Status %1; evidence level “%2” is not one the format defines</source>
        <translation>状态 %1；证据级别“%2”不是格式所定义的级别</translation>
    </message>
    <message>
        <source>Marked %1 by the source; the evidence level was not recorded</source>
        <translation>来源标记为 %1；未记录证据级别</translation>
    </message>
    <message>
        <source>Status %1 as recorded; the evidence level was not recorded</source>
        <translation>记录的状态为 %1；未记录证据级别</translation>
    </message>
    <message>
        <source>Marked %1 by the source</source>
        <translation>来源标记为 %1</translation>
    </message>
    <message>
        <source>Status %1</source>
        <translation>状态 %1</translation>
    </message>
    <message>
        <source>policy: %1</source>
        <translation>策略：%1</translation>
    </message>
    <message>
        <source>policy (from the protocol): %1</source>
        <translation>策略（来自协议）：%1</translation>
    </message>
    <message>
        <source>the correctness policy was not published</source>
        <translation>未公布正确性策略</translation>
    </message>
    <message>
        <source>Not in a comparison group</source>
        <translation>不属于任何对比组</translation>
    </message>
    <message>
        <source>not ranked</source>
        <translation>未排名</translation>
    </message>
    <message>
        <source>No %1 latency recorded</source>
        <translation>未记录 %1 延迟</translation>
    </message>
    <message>
        <source>over %1 of %2 cases, the passed ones</source>
        <translation>%2 个用例中的 %1 个（通过的用例）</translation>
    </message>
    <message>
        <source>No SOL score, speedup or cases-faster figures recorded</source>
        <translation>未记录 SOL 分数、加速比或更快用例数</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>%1 (source time, zone not recorded)</source>
        <translation>%1（来源时间，未记录时区）</translation>
    </message>
    <message>
        <source>Observed %1 · published %2</source>
        <translation>观测于 %1 · 发布于 %2</translation>
    </message>
    <message>
        <source>Reproduction</source>
        <translation>复现</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>作者 %1</translation>
    </message>
    <message>
        <source>No attestations yet.</source>
        <translation>暂无证明。</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>No artifacts published with this run.</source>
        <translation>此运行未发布任何制品。</translation>
    </message>
    <message>
        <source>Rank %1 of %2 %3</source>
        <translation>%3排名第 %1（共 %2 个）</translation>
    </message>
    <message>
        <source>, ranked although %1 (runs that fail integrity are ranked for inspection)</source>
        <translation>，尽管%1仍参与排名（未通过完整性检查的运行为便于检查而参与排名）</translation>
    </message>
    <message>
        <source>Unranked %1 (%2 ranked): %3</source>
        <translation>%1未排名（%2 个已排名）：%3</translation>
    </message>
</context>
<context>
    <name>kie::RunLookup</name>
    <message numerus="yes">
        <source>%n runs match &quot;%1&quot;; name one by its record digest.</source>
        <translation>
            <numerusform>%n 个运行匹配“%1”；请用其记录摘要指定。</numerusform>
        </translation>
    </message>
    <message>
        <source>The file holds no run.</source>
        <translation>文件中没有运行。</translation>
    </message>
    <message>
        <source>No run has the id, name or record digest &quot;%1&quot;.</source>
        <translation>没有运行的 ID、名称或记录摘要为“%1”。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too short for a digest prefix: give at least 8 hex digits.</source>
        <translation>“%1”作为摘要前缀太短：请至少给出 8 位十六进制数字。</translation>
    </message>
    <message numerus="yes">
        <source>%n runs have a record digest starting with &quot;%1&quot;; give more digits, or name one by its run id or metadata.name.</source>
        <translation>
            <numerusform>%n 个运行的记录摘要以“%1”开头；请给出更多位数，或用运行 ID 或 metadata.name 指定。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::RunStatus</name>
    <message>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>kie::RunTableModel</name>
    <message>
        <source>The run&apos;s environment is not in this file</source>
        <translation>该运行的运行环境不在此文件中</translation>
    </message>
    <message>
        <source>No %1 latency recorded</source>
        <translation>未记录 %1 延迟</translation>
    </message>
    <message>
        <source>%1 latency %2 (%3 ns)</source>
        <translation>%1 延迟 %2（%3 ns）</translation>
    </message>
    <message>
        <source>Not ranked: %1</source>
        <translation>未排名：%1</translation>
    </message>
    <message>
        <source>Not ranked</source>
        <translation>未排名</translation>
    </message>
    <message>
        <source>No SOL score recorded</source>
        <translation>未记录 SOL 分数</translation>
    </message>
    <message>
        <source>No speedup over the reference recorded</source>
        <translation>未记录相对参考实现的加速比</translation>
    </message>
    <message>
        <source>No per-case speedup counts recorded</source>
        <translation>未记录按用例统计的加速数</translation>
    </message>
    <message>
        <source>Observation time not recorded</source>
        <translation>未记录观测时间</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>实现</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>SOL</source>
        <translation>SOL</translation>
    </message>
    <message>
        <source>×reference</source>
        <translation>×参考</translation>
    </message>
    <message>
        <source>Cases faster</source>
        <translation>更快的用例</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>观测日期</translation>
    </message>
    <message>
        <source>The latency statistic the run&apos;s comparison group ranks by</source>
        <translation>该运行所属对比组用于排名的延迟统计量</translation>
    </message>
    <message>
        <source>Speed-of-light score reported by the source (1 is the hardware limit)</source>
        <translation>来源报告的光速（SOL）分数（1 为硬件极限）</translation>
    </message>
    <message>
        <source>Mean speedup over the reference implementation, as reported by the source</source>
        <translation>相对参考实现的平均加速比（来源报告值）</translation>
    </message>
    <message>
        <source>Workload cases faster than the reference</source>
        <translation>比参考实现更快的工作负载用例</translation>
    </message>
    <message>
        <source>source-reported, source-native or controlled-rerun</source>
        <translation>source-reported、source-native 或 controlled-rerun</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>完整性</translation>
    </message>
    <message>
        <source>Whether the run&apos;s references and attestations check out (the most serious state)</source>
        <translation>运行的引用和证明是否核对无误（最严重的状态）</translation>
    </message>
    <message>
        <source>Only ranked runs are measured against their group&apos;s #1</source>
        <translation>只有已排名的运行才会与其组的 #1 比较</translation>
    </message>
    <message>
        <source>%1 against the #1 of its group (%2 vs %3)</source>
        <translation>相对其组的 #1 为 %1（%2 对 %3）</translation>
    </message>
    <message>
        <source>No status recorded</source>
        <translation>未记录状态</translation>
    </message>
    <message>
        <source>Recorded as “%1”</source>
        <translation>记录为“%1”</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Δ vs #1</source>
        <translation>Δ 相对 #1</translation>
    </message>
    <message>
        <source>The file or files that carry the run</source>
        <translation>承载该运行的一个或多个文件</translation>
    </message>
    <message>
        <source>How much slower than its comparison group&apos;s #1 the run is, by the group&apos;s statistic</source>
        <translation>按组的统计量，该运行比其对比组的 #1 慢多少</translation>
    </message>
    <message>
        <source>%1 ⚠</source>
        <translation>%1 ⚠</translation>
    </message>
    <message>
        <source>Rank %1 of %2 %3</source>
        <translation>%3排名第 %1（共 %2 个）</translation>
    </message>
    <message>
        <source>%1, ranked although %2: runs that fail integrity are ranked for inspection</source>
        <translation>%1，尽管%2仍参与排名：未通过完整性检查的运行为便于检查而参与排名</translation>
    </message>
    <message>
        <source>Competition rank within the comparison group, among the runs open (ties share a rank; runs that fail integrity are not ranked)</source>
        <translation>在已打开的运行中、比较组内的竞赛排名（并列共享名次；未通过完整性检查的运行不参与排名）</translation>
    </message>
</context>
<context>
    <name>kie::SafeWrite</name>
    <message>
        <source>a directory</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>FIFO (命名管道)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>非普通文件</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1: %2</translation>
    </message>
    <message>
        <source>cannot write %1: it is %2, not a regular file; nothing was written</source>
        <translation>无法写入 %1: 它是%2, 不是普通文件; 未写入任何内容</translation>
    </message>
    <message>
        <source>%1 is the input %2; the explorer never writes to a file it read, so nothing was written</source>
        <translation>%1 就是输入 %2；KernelIndex Explorer 从不写入它读取过的文件，因此未写入任何内容</translation>
    </message>
    <message>
        <source>%1 is %2, an input inside the folder %3; the explorer never writes to a file it read, so nothing was written</source>
        <translation>%1 就是文件夹 %3 中的输入 %2；KernelIndex Explorer 从不写入它读取过的文件，因此未写入任何内容</translation>
    </message>
</context>
<context>
    <name>kie::SignatureState</name>
    <message>
        <source>signature valid</source>
        <translation>签名有效</translation>
    </message>
    <message>
        <source>signature invalid</source>
        <translation>签名无效</translation>
    </message>
    <message>
        <source>unsigned</source>
        <translation>未签名</translation>
    </message>
</context>
<context>
    <name>kie::Signing</name>
    <message>
        <source>cannot generate an Ed25519 key: %1</source>
        <translation>无法生成 Ed25519 密钥：%1</translation>
    </message>
    <message>
        <source>the private key is encrypted: a passphrase is needed</source>
        <translation>私钥已加密：需要口令</translation>
    </message>
    <message>
        <source>cannot read the private key (wrong passphrase, or not a PEM private key): %1</source>
        <translation>无法读取私钥（口令错误，或不是 PEM 私钥）：%1</translation>
    </message>
    <message>
        <source>the private key is not an Ed25519 key</source>
        <translation>私钥不是 Ed25519 密钥</translation>
    </message>
    <message>
        <source>cannot write the private key: %1</source>
        <translation>无法写入私钥：%1</translation>
    </message>
    <message>
        <source>not an Ed25519 public key PEM</source>
        <translation>不是 Ed25519 公钥 PEM</translation>
    </message>
    <message>
        <source>an attestation needs a subject (the run&apos;s record digest) and a text</source>
        <translation>证明需要主体（运行的记录摘要）和文本</translation>
    </message>
    <message>
        <source>cannot sign: %1</source>
        <translation>无法签名：%1</translation>
    </message>
    <message>
        <source>not an Attestation object</source>
        <translation>不是 Attestation 对象</translation>
    </message>
</context>
<context>
    <name>kie::Sol</name>
    <message>
        <source>latencies must be positive numbers</source>
        <translation>延迟必须为正数</translation>
    </message>
    <message>
        <source>baseline T_b is not above the SOL bound T_SOL: the score is undefined</source>
        <translation>基线 T_b 不高于 SOL 界限 T_SOL：得分无定义</translation>
    </message>
    <message>
        <source>the target score must be above 0</source>
        <translation>目标得分必须大于 0</translation>
    </message>
    <message>
        <source>a score above 1 would need a latency below the SOL bound</source>
        <translation>得分大于 1 需要低于 SOL 界限的延迟</translation>
    </message>
    <message>
        <source>per-case results (spec.cases)</source>
        <translation>每个用例的结果（spec.cases）</translation>
    </message>
    <message>
        <source>per-case kernel latency (T_k)</source>
        <translation>每个用例的内核延迟（T_k）</translation>
    </message>
    <message>
        <source>per-case SOL bound (T_SOL)</source>
        <translation>每个用例的 SOL 界限（T_SOL）</translation>
    </message>
    <message>
        <source>per-case baseline latency (T_b)</source>
        <translation>每个用例的基线延迟（T_b）</translation>
    </message>
    <message>
        <source>a case whose baseline T_b is above its SOL bound T_SOL</source>
        <translation>基线 T_b 高于其 SOL 界限 T_SOL 的用例</translation>
    </message>
    <message>
        <source>SOL bound not in this case</source>
        <translation>此用例没有 SOL 界限</translation>
    </message>
</context>
<context>
    <name>kie::SourceNativeShape</name>
    <message>
        <source>a FlashInfer-Bench / SOL-ExecBench trace line among other records: open or import the trace file on its own, whose lines are all traces</source>
        <translation>混在其他记录中的 FlashInfer-Bench / SOL-ExecBench 跟踪行：请单独打开或导入每行都是跟踪的跟踪文件</translation>
    </message>
    <message>
        <source>a workload trace (definition and workload, no evaluation): it holds no result; open the trace files with evaluations</source>
        <translation>工作负载跟踪（只有定义和工作负载，没有评估）：不含结果；请打开带有评估的跟踪文件</translation>
    </message>
    <message>
        <source>a FlashInfer-Bench / SOL-ExecBench definition: it describes a kernel and holds no results; open the trace files that name it, and this definition is read with them</source>
        <translation>FlashInfer-Bench / SOL-ExecBench 定义：它描述一个内核，不含结果；请打开引用它的跟踪文件，此定义会随之读取</translation>
    </message>
    <message>
        <source>a FlashInfer-Bench / SOL-ExecBench solution: a kernel&apos;s source, with no results; open the trace files that name it, and this solution is read with them</source>
        <translation>FlashInfer-Bench / SOL-ExecBench 解决方案：内核的源代码，不含结果；请打开引用它的跟踪文件，此解决方案会随之读取</translation>
    </message>
    <message>
        <source>a SOL-ExecBench / FlashInfer-Bench workload (uuid, axes, inputs): input shapes, with no results; open the trace files measured on it</source>
        <translation>SOL-ExecBench / FlashInfer-Bench 工作负载（uuid、axes、inputs）：只有输入形状，不含结果；请打开在其上测量的跟踪文件</translation>
    </message>
</context>
<context>
    <name>kie::Statistic</name>
    <message>
        <source>mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>stddev</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>p95</source>
        <translation>p95</translation>
    </message>
</context>
<context>
    <name>kie::TableWriter</name>
    <message>
        <source>Unknown table format</source>
        <translation>未知的表格格式</translation>
    </message>
</context>
<context>
    <name>kie::TraceImport</name>
    <message>
        <source>file too large (%1 bytes)</source>
        <translation>文件过大（%1 字节）</translation>
    </message>
    <message>
        <source>corrupt gzip data</source>
        <translation>gzip 数据损坏</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 不是字符串</translation>
    </message>
    <message>
        <source>definition is empty</source>
        <translation>definition 为空</translation>
    </message>
    <message>
        <source>missing workload</source>
        <translation>缺少 workload</translation>
    </message>
    <message>
        <source>workload is not an object</source>
        <translation>workload 不是对象</translation>
    </message>
    <message>
        <source>workload.axes is not an object</source>
        <translation>workload.axes 不是对象</translation>
    </message>
    <message>
        <source>missing evaluation (a workload-only line carries no result)</source>
        <translation>缺少 evaluation（只有 workload 的行不含结果）</translation>
    </message>
    <message>
        <source>evaluation is not an object</source>
        <translation>evaluation 不是对象</translation>
    </message>
    <message>
        <source>missing evaluation.environment</source>
        <translation>缺少 evaluation.environment</translation>
    </message>
    <message>
        <source>evaluation.environment is not an object</source>
        <translation>evaluation.environment 不是对象</translation>
    </message>
    <message>
        <source>evaluation.environment.libs is not an object</source>
        <translation>evaluation.environment.libs 不是对象</translation>
    </message>
    <message>
        <source>evaluation.environment.libs.%1 is not a string</source>
        <translation>evaluation.environment.libs.%1 不是字符串</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 不是数字</translation>
    </message>
    <message>
        <source>evaluation.correctness is not an object</source>
        <translation>evaluation.correctness 不是对象</translation>
    </message>
    <message>
        <source>evaluation.performance is not an object</source>
        <translation>evaluation.performance 不是对象</translation>
    </message>
    <message>
        <source>evaluation.performance.latency_ms is not a finite, non-negative number</source>
        <translation>evaluation.performance.latency_ms 不是有限的非负数</translation>
    </message>
    <message>
        <source>a second, different file for &quot;%1&quot; is ignored; using %2</source>
        <translation>已忽略“%1”的第二个不同文件；使用 %2</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>文件或文件夹不存在</translation>
    </message>
    <message>
        <source>no Trace JSON Lines found in %1</source>
        <translation>在 %1 中未找到 Trace JSON Lines</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>正在导入 %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>not Trace JSON Lines (the first line lacks definition, workload or evaluation)</source>
        <translation>不是 Trace JSON Lines（第一行缺少 definition、workload 或 evaluation）</translation>
    </message>
    <message>
        <source>Scanning %1</source>
        <translation>正在扫描 %1</translation>
    </message>
    <message>
        <source>stopped scanning after %1 entries</source>
        <translation>扫描 %1 个条目后停止</translation>
    </message>
    <message>
        <source>not Trace JSON Lines, skipped</source>
        <translation>不是 Trace JSON Lines，已跳过</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>不是 JSON：%1</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>已跳过：%1</translation>
    </message>
    <message numerus="yes">
        <source>no usable Trace lines (%n problem(s))</source>
        <translation>
            <numerusform>没有可用的 Trace 行（%n 个问题）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building %n run(s)</source>
        <translation>
            <numerusform>正在构建 %n 个运行</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot compute a digest: %1</source>
        <translation>无法计算摘要：%1</translation>
    </message>
    <message>
        <source>cannot write the imported archive: %1</source>
        <translation>无法写入导入的归档：%1</translation>
    </message>
    <message>
        <source>the trace lines would take more than %1 MB in memory (3 times the traces&apos; size + 48 MB, with the traces and the archive written from them); nothing was loaded</source>
        <translation>这些 Trace 行需要超过 %1 MB 的内存（Trace 大小的 3 倍 + 48 MB，包括 Trace 本身及由其写出的归档）；未加载任何内容</translation>
    </message>
</context>
<context>
    <name>kie::app</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
</context>
<context>
    <name>kie::cli</name>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>Try &apos;%1 %2 --help&apos;.</source>
        <translation>请尝试 &apos;%1 %2 --help&apos;。</translation>
    </message>
    <message>
        <source>Usage: %1 %2 [options] %3</source>
        <translation>用法: %1 %2 [选项] %3</translation>
    </message>
    <message>
        <source>cannot read this file</source>
        <translation>无法读取此文件</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>Run archive, manifest bundle, JSON Lines or trace file (gzip allowed).</source>
        <translation>运行归档、清单包、JSON Lines 或 trace 文件（可为 gzip 压缩）。</translation>
    </message>
    <message>
        <source>%1 %2: no digest: %3</source>
        <translation>%1 %2：没有摘要：%3</translation>
    </message>
    <message>
        <source>One JSON document (gzip allowed); - reads standard input.</source>
        <translation>一个 JSON 文档（可为 gzip 压缩）；- 表示读取标准输入。</translation>
    </message>
    <message>
        <source>%1: cannot canonicalize: %2</source>
        <translation>%1：无法规范化：%2</translation>
    </message>
    <message>
        <source>Only the comparison group with this key (a unique prefix is enough).</source>
        <translation>仅限具有此键的对比组（唯一前缀即可）。</translation>
    </message>
    <message>
        <source>Print one JSON document (RFC 8785 canonical form).</source>
        <translation>输出一个 JSON 文档（RFC 8785 规范形式）。</translation>
    </message>
    <message>
        <source>text, markdown, bibtex, csl-json or ris (default: text).</source>
        <translation>text、markdown、bibtex、csl-json 或 ris（默认：text）。</translation>
    </message>
    <message>
        <source>Access date YYYY-MM-DD (default: the fetch date, else the archive&apos;s exportedAt, else today).</source>
        <translation>访问日期 YYYY-MM-DD（默认：获取日期，其次为归档的 exportedAt，再次为今天）。</translation>
    </message>
    <message>
        <source>Unknown citation format: %1 (text, markdown, bibtex, csl-json, ris)</source>
        <translation>未知的引用格式：%1（text、markdown、bibtex、csl-json、ris）</translation>
    </message>
    <message>
        <source>Not a date (YYYY-MM-DD): %1</source>
        <translation>不是日期（YYYY-MM-DD）：%1</translation>
    </message>
    <message>
        <source>Check every digest reference and attestation signature of FILE.</source>
        <translation>检查 FILE 中的每个摘要引用和证明签名。</translation>
    </message>
    <message>
        <source>Print kind, name and digest of every object in FILE.</source>
        <translation>输出 FILE 中每个对象的类型、名称和摘要。</translation>
    </message>
    <message>
        <source>Print the RFC 8785 canonical form of a JSON document.</source>
        <translation>输出 JSON 文档的 RFC 8785 规范形式。</translation>
    </message>
    <message>
        <source>Print the comparison groups of FILE and the ranks within them.</source>
        <translation>输出 FILE 中的对比组及组内排名。</translation>
    </message>
    <message>
        <source>Print a citation of a run in FILE: --format text|markdown|bibtex|csl-json|ris.</source>
        <translation>输出 FILE 中某个运行的引用：--format text|markdown|bibtex|csl-json|ris。</translation>
    </message>
    <message>
        <source>Import trace files or folders into a run archive: TRACES... -o ARCHIVE.</source>
        <translation>将 trace 文件或文件夹导入运行归档：TRACES... -o ARCHIVE。</translation>
    </message>
    <message>
        <source>       %1 COMMAND [options] ARGUMENTS</source>
        <translation>      %1 COMMAND [选项] ARGUMENTS</translation>
    </message>
    <message>
        <source>Explore GPU-kernel benchmark run archives. Without a command, opens FILE in the window.</source>
        <translation>浏览 GPU 内核基准测试运行归档。不带命令时，在窗口中打开 FILE。</translation>
    </message>
    <message>
        <source>Commands (run without a display):</source>
        <translation>命令（无需显示器即可运行）：</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Show this help; with a command, that command&apos;s help.</source>
        <translation>显示此帮助；指定命令时显示该命令的帮助。</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>显示版本。</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 the check failed, 2 usage error or unreadable file.</source>
        <translation>退出状态：0 成功，1 检查未通过，2 用法错误或文件无法读取。</translation>
    </message>
    <message>
        <source>No command given.</source>
        <translation>未指定命令。</translation>
    </message>
    <message>
        <source>Unknown command: %1</source>
        <translation>未知命令：%1</translation>
    </message>
    <message>
        <source>Commands: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>请尝试 &apos;%1 --help&apos;。</translation>
    </message>
    <message>
        <source>--max-bytes wants a positive size such as 500M or 2G, not &quot;%1&quot;</source>
        <translation>--max-bytes 需要正的大小，例如 500M 或 2G，而不是“%1”</translation>
    </message>
    <message>
        <source>--timeout wants a number of seconds, not &quot;%1&quot;</source>
        <translation>--timeout 需要秒数，而不是“%1”</translation>
    </message>
    <message>
        <source>When FILE is an http:// URL: fetch it although plain http is not encrypted.</source>
        <translation>当 FILE 为 http:// URL 时：即使未加密的 http 也进行获取。</translation>
    </message>
    <message>
        <source>When FILE is a URL: also trust the CA certificates in this PEM file.</source>
        <translation>当 FILE 为 URL 时：同时信任此 PEM 文件中的 CA 证书。</translation>
    </message>
    <message>
        <source>When FILE is a URL: refuse it unless its SHA-256 is HEX (or give #sha256=HEX in the URL).</source>
        <translation>当 FILE 为 URL 时：除非其 SHA-256 为 HEX，否则拒绝（也可在 URL 中给出 #sha256=HEX）。</translation>
    </message>
    <message>
        <source>When FILE is a URL: refuse it beyond this size, e.g. 500M (default 2G).</source>
        <translation>当 FILE 为 URL 时：超过此大小则拒绝，例如 500M（默认 2G）。</translation>
    </message>
    <message>
        <source>When FILE is a URL: give up when no data arrives for this many seconds (default 30).</source>
        <translation>当 FILE 为 URL 时：若这么多秒内未收到数据则放弃（默认 30）。</translation>
    </message>
    <message>
        <source>When FILE is a URL: keep fetched archives in DIR instead of the user&apos;s cache folder.</source>
        <translation>当 FILE 为 URL 时：将获取的归档保存在 DIR 中，而不是用户的缓存文件夹。</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <source>Write the run archive to ARCHIVE (atomically).</source>
        <translation>将运行归档写入 ARCHIVE（原子写入）。</translation>
    </message>
    <message>
        <source>Compress the archive with gzip (also when ARCHIVE ends in .gz).</source>
        <translation>用 gzip 压缩归档（ARCHIVE 以 .gz 结尾时也会压缩）。</translation>
    </message>
    <message>
        <source>Trace files or folders.</source>
        <translation>trace 文件或文件夹。</translation>
    </message>
    <message>
        <source>Usage: %1 import TRACES... -o ARCHIVE [--gzip]</source>
        <translation>用法: %1 import TRACES... -o ARCHIVE [--gzip]</translation>
    </message>
    <message>
        <source>nothing could be imported</source>
        <translation>没有可导入的内容</translation>
    </message>
    <message>
        <source>%1 is not a trace file or folder (it reads as a %2)</source>
        <translation>%1 不是 trace 文件或文件夹（它被读取为 %2）</translation>
    </message>
    <message>
        <source>In the window: use this language (en, de, ja, zh_CN).</source>
        <translation>在窗口中：使用此语言（en、de、ja、zh_CN）。</translation>
    </message>
    <message>
        <source>What the attestation says.</source>
        <translation>证明的内容。</translation>
    </message>
    <message>
        <source>note or reproduction (default: reproduction with --latency-ns, else note).</source>
        <translation>note 或 reproduction（默认：有 --latency-ns 时为 reproduction，否则为 note）。</translation>
    </message>
    <message>
        <source>The latency you measured, in nanoseconds.</source>
        <translation>你测得的延迟，单位为纳秒。</translation>
    </message>
    <message>
        <source>Which statistic --latency-ns is: mean, median, min, max, p95 (default mean).</source>
        <translation>--latency-ns 对应的统计量：mean、median、min、max、p95（默认 mean）。</translation>
    </message>
    <message>
        <source>Digest of the ExecutionEnvironment you measured on.</source>
        <translation>测量所用 ExecutionEnvironment 的摘要。</translation>
    </message>
    <message>
        <source>The GPU you measured on, when no environment object names it.</source>
        <translation>当没有环境对象时，测量所用的 GPU。</translation>
    </message>
    <message>
        <source>A library and its version (repeatable).</source>
        <translation>库及其版本（可重复）。</translation>
    </message>
    <message>
        <source>Who writes it.</source>
        <translation>作者。</translation>
    </message>
    <message>
        <source>Sign with this private key (default: %1).</source>
        <translation>使用此私钥签名（默认：%1）。</translation>
    </message>
    <message>
        <source>The key&apos;s passphrase is the first line of FILE.</source>
        <translation>密钥口令为 FILE 的第一行。</translation>
    </message>
    <message>
        <source>Do not sign.</source>
        <translation>不签名。</translation>
    </message>
    <message>
        <source>Write the new archive to OUT (atomically; never FILE itself).</source>
        <translation>将新归档写入 OUT（原子写入；从不写入 FILE 本身）。</translation>
    </message>
    <message>
        <source>Compress OUT with gzip (also when OUT ends in .gz).</source>
        <translation>用 gzip 压缩 OUT（OUT 以 .gz 结尾时也会压缩）。</translation>
    </message>
    <message>
        <source>--latency-ns needs a positive number of nanoseconds</source>
        <translation>--latency-ns 需要正的纳秒数</translation>
    </message>
    <message>
        <source>--statistic names the statistic of --latency-ns</source>
        <translation>--statistic 指定 --latency-ns 的统计量</translation>
    </message>
    <message>
        <source>--kind is note or reproduction</source>
        <translation>--kind 为 note 或 reproduction</translation>
    </message>
    <message>
        <source>--library takes NAME=VERSION</source>
        <translation>--library 的格式为 NAME=VERSION</translation>
    </message>
    <message>
        <source>Run archive, manifest bundle or JSON Lines (gzip allowed).</source>
        <translation>运行归档、清单包或 JSON Lines（允许 gzip）。</translation>
    </message>
    <message>
        <source>Usage: %1 attest FILE --run X --text T [--latency-ns N --statistic mean] [--key PEM] -o OUT</source>
        <translation>用法：%1 attest FILE --run X --text T [--latency-ns N --statistic mean] [--key PEM] -o OUT</translation>
    </message>
    <message>
        <source>Print what the run page says about a run in FILE: --run ID, --json.</source>
        <translation>输出运行页面对 FILE 中某个运行的描述：--run ID、--json。</translation>
    </message>
    <message>
        <source>Say whether two runs of FILE can be compared, and why: --run A [--with B] [--json].</source>
        <translation>说明 FILE 中两个运行是否可比较及原因：--run A [--with B] [--json]。</translation>
    </message>
    <message>
        <source>Write a copy of FILE with a signed note or reproduction about a run: --run X --text T -o OUT.</source>
        <translation>写出附加了关于某运行的已签名笔记或复现的 FILE 副本：--run X --text T -o OUT。</translation>
    </message>
    <message>
        <source>Make an Ed25519 signing key for attestations: -o KEY.pem.</source>
        <translation>创建用于证明的 Ed25519 签名密钥：-o KEY.pem。</translation>
    </message>
    <message>
        <source>Run B, named like --run (default: the #1 of run A&apos;s comparison group).</source>
        <translation>运行 B，指定方式同 --run（默认：运行 A 所在比较组的第 1 名）。</translation>
    </message>
    <message>
        <source>%1: run %2&apos;s comparison group has no ranked run; name one with --with</source>
        <translation>%1：运行 %2 的比较组没有已排名的运行；请用 --with 指定一个</translation>
    </message>
    <message>
        <source>Write the private key to KEY (default: %1).</source>
        <translation>将私钥写入 KEY（默认：%1）。</translation>
    </message>
    <message>
        <source>Encrypt the key with the passphrase on the first line of FILE.</source>
        <translation>用 FILE 第一行的口令加密密钥。</translation>
    </message>
    <message>
        <source>Replace an existing key file (the old key is lost).</source>
        <translation>替换已有的密钥文件（旧密钥将丢失）。</translation>
    </message>
    <message>
        <source>Usage: %1 keygen -o KEY.pem [--passphrase-file FILE]</source>
        <translation>用法：%1 keygen -o KEY.pem [--passphrase-file FILE]</translation>
    </message>
    <message>
        <source>%1 exists; a key is not replaced without --force</source>
        <translation>%1 已存在；没有 --force 不会替换密钥</translation>
    </message>
    <message>
        <source>Rank authors or solutions across every definition of FILE...: --by, --baseline, --fast-p, --json, --format flashinfer.</source>
        <translation>在 FILE... 的所有定义上为作者或解决方案排名：--by、--baseline、--fast-p、--json、--format flashinfer。</translation>
    </message>
    <message>
        <source>Rank authors (default) or solutions.</source>
        <translation>为作者（默认）或解决方案排名。</translation>
    </message>
    <message>
        <source>The solution every other is measured against (default: the reference latency).</source>
        <translation>其他所有解决方案与之比较的解决方案（默认：参考延迟）。</translation>
    </message>
    <message>
        <source>Add fast_p columns: the share of comparisons at least P× the baseline.</source>
        <translation>添加 fast_p 列：达到基线至少 P× 的比较所占比例。</translation>
    </message>
    <message>
        <source>--by takes author or solution, not %1</source>
        <translation>--by 接受 author 或 solution，而不是 %1</translation>
    </message>
    <message>
        <source>--fast-p takes numbers of at least 0, separated by commas</source>
        <translation>--fast-p 接受至少为 0 的数字，以逗号分隔</translation>
    </message>
    <message>
        <source>--format flashinfer summarises one trace folder or file</source>
        <translation>--format flashinfer 汇总单个 trace 文件夹或文件</translation>
    </message>
    <message>
        <source>Draw the comparison group with this key (a unique prefix is enough).</source>
        <translation>绘制具有此键的对比组（唯一前缀即可）。</translation>
    </message>
    <message>
        <source>ranking (default), fast-p, leaderboard or heatmap.</source>
        <translation>ranking（默认）、fast-p、leaderboard 或 heatmap。</translation>
    </message>
    <message>
        <source>svg, pdf or png (default: from OUT&apos;s suffix, else svg).</source>
        <translation>svg、pdf 或 png（默认：取自 OUT 的后缀，否则为 svg）。</translation>
    </message>
    <message>
        <source>Size in pixels at --dpi (default 1200x750).</source>
        <translation>以 --dpi 计的像素尺寸（默认 1200x750）。</translation>
    </message>
    <message>
        <source>Dots per inch: the figure is WxH / DPI inches (default 150).</source>
        <translation>每英寸点数：图的尺寸为 WxH / DPI 英寸（默认 150）。</translation>
    </message>
    <message>
        <source>Write the figure to OUT.</source>
        <translation>将图写入 OUT。</translation>
    </message>
    <message>
        <source>plot needs -o OUT, the file to write.</source>
        <translation>plot 需要 -o OUT，即要写入的文件。</translation>
    </message>
    <message>
        <source>Unknown figure kind: %1 (ranking, fast-p, leaderboard, heatmap)</source>
        <translation>未知的图类型：%1（ranking、fast-p、leaderboard、heatmap）</translation>
    </message>
    <message>
        <source>Unknown format: %1 (svg, pdf, png)</source>
        <translation>未知的格式：%1（svg、pdf、png）</translation>
    </message>
    <message>
        <source>--size takes WIDTHxHEIGHT in pixels, e.g. 1200x750: %1</source>
        <translation>--size 接受以像素计的 WIDTHxHEIGHT，例如 1200x750：%1</translation>
    </message>
    <message>
        <source>--dpi takes a whole number: %1</source>
        <translation>--dpi 接受整数：%1</translation>
    </message>
    <message>
        <source>run %1 is in no comparison group</source>
        <translation>运行 %1 不在任何对比组中</translation>
    </message>
    <message>
        <source>run %1 is not in the comparison group %2</source>
        <translation>运行 %1 不在对比组 %2 中</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Logarithmic latency axis (the leaderboard: logarithmic p axis).</source>
        <translation>对数延迟轴（排行榜：对数 p 轴）。</translation>
    </message>
    <message>
        <source>Run archives, trace files or folders (gzip allowed), or https URLs: several are one workspace, merged as the window merges them.</source>
        <translation>运行归档、跟踪文件或文件夹（可为 gzip），或 https URL：多个输入按窗口的方式合并为一个工作区。</translation>
    </message>
    <message>
        <source>nothing to draw: %1</source>
        <translation>无可绘制内容：%1</translation>
    </message>
    <message>
        <source>Fail unless FILE holds a record with this digest, whole or a prefix of at least 8 hex digits, e.g. from its record page or citation. Repeatable.</source>
        <translation>若 FILE 中没有具有此摘要的记录（完整摘要或至少 8 位十六进制前缀，例如来自其记录页面或引用），则失败。可重复。</translation>
    </message>
    <message>
        <source>--expect &quot;%1&quot;: give a record digest, &quot;sha256:&quot; and hex digits, at least 8 of them</source>
        <translation>--expect &quot;%1&quot;：请给出记录摘要，即 &quot;sha256:&quot; 加十六进制数字，至少 8 位</translation>
    </message>
    <message>
        <source>Print the table as tsv (default, with a header row), csv (RFC 4180), markdown (a pipe table), latex (a booktabs tabular) or json.</source>
        <translation>以 tsv（默认，带表头行）、csv（RFC 4180）、markdown（管道表格）、latex（booktabs 的 tabular）或 json 输出表格。</translation>
    </message>
    <message>
        <source>--format takes %1, not %2</source>
        <translation>--format 可取 %1，而不是 %2</translation>
    </message>
    <message>
        <source>The leaderboard as tsv (default, with a header row), csv (RFC 4180), markdown (a pipe table), latex (a booktabs tabular) or json; or flashinfer: FlashInfer-Bench&apos;s own summary JSON of one trace folder.</source>
        <translation>以 tsv（默认，带表头行）、csv（RFC 4180）、markdown（管道表格）、latex（booktabs 的 tabular）或 json 输出排行榜；或 flashinfer：单个轨迹文件夹的 FlashInfer-Bench 原生摘要 JSON。</translation>
    </message>
    <message>
        <source>--format takes %1 or flashinfer, not %2</source>
        <translation>--format 可取 %1 或 flashinfer，而不是 %2</translation>
    </message>
    <message>
        <source>Messages in this language (en, de, ja, zh_CN); a figure&apos;s words and numbers too. Data lines stay English.</source>
        <translation>以此语言显示消息（en、de、ja、zh_CN），图表中的文字和数字亦然。数据行保持英文。</translation>
    </message>
    <message>
        <source>longer than a citation can be</source>
        <translation>比引用可能的长度更长</translation>
    </message>
    <message>
        <source>Run archive, manifest bundle, JSON Lines or trace file or folder, or an https URL.</source>
        <translation>运行归档、清单包、JSON Lines 或 trace 文件或文件夹，或 https URL。</translation>
    </message>
    <message>
        <source>A file holding a citation in any format `cite` writes, a record digest or a permalink; - reads standard input.</source>
        <translation>包含 `cite` 所写任一格式引用的文件、记录摘要或永久链接；- 读取标准输入。</translation>
    </message>
    <message>
        <source>Say what changed between two snapshots FILE-OLD and FILE-NEW: runs, ranks, references: [--group KEY] [--json].</source>
        <translation>说明两个快照 FILE-OLD 与 FILE-NEW 之间的变化：运行、排名、引用：[--group KEY] [--json]。</translation>
    </message>
    <message>
        <source>Say whether the record a citation cites is in FILE, unchanged: CITATION is a file or -.</source>
        <translation>说明引用所指的记录是否未经更改地在 FILE 中：CITATION 是文件或 -。</translation>
    </message>
    <message>
        <source>Rank runs with a declared ≠ computed reference too, marked (by default they are left out of every rank).</source>
        <translation>也为引用为“声明 ≠ 计算”的运行排名并标记（默认情况下它们不参与任何排名）。</translation>
    </message>
    <message>
        <source>note: left out %1 (%2): %3</source>
        <translation>注意：已排除 %1（%2）：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 次运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation>
            <numerusform>%n 个用例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n comparison group(s): name what to draw with --group KEY or --run X (`rank` lists them).</source>
        <translation>
            <numerusform>共有 %n 个比较组：请用 --group KEY 或 --run X 指定要绘制的内容（`rank` 会列出它们）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw a stamped figure of one or more files: [--group KEY | --run X] [--kind K] [--format svg|pdf|png] -o OUT.</source>
        <translation>绘制一个或多个文件的带戳记图：[--group KEY | --run X] [--kind K] [--format svg|pdf|png] -o OUT。</translation>
    </message>
    <message>
        <source>Usage: %1 [FILE|URL] [--run RUN] [--lang CODE]</source>
        <translation>用法: %1 [FILE|URL] [--run RUN] [--lang CODE]</translation>
    </message>
    <message>
        <source>The run: its id, metadata.name, record digest or a record-digest prefix of at least 8 hex digits.</source>
        <translation>运行：其 ID、metadata.name、记录摘要或至少 8 位十六进制的记录摘要前缀。</translation>
    </message>
    <message>
        <source>Without it: the first run.</source>
        <translation>省略时：第一个运行。</translation>
    </message>
</context>
<context>
    <name>kie::ui::ArchiveDiffDialog</name>
    <message>
        <source>Compare with another archive</source>
        <translation>与另一个归档比较</translation>
    </message>
    <message>
        <source>&amp;Swap old and new</source>
        <translation>交换新旧(&amp;S)</translation>
    </message>
    <message>
        <source>Filter changes (kind, run, group, field, value)</source>
        <translation>筛选变更（类型、运行、组、字段、值）</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Cannot open the other archive: %1</source>
        <translation>无法打开另一个归档：%1</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>正在比较…</translation>
    </message>
    <message>
        <source>No changes from %1 (old) to %2 (new).</source>
        <translation>从 %1（旧）到 %2（新）没有变化。</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) from %1 (old) to %2 (new).</source>
        <translation>
            <numerusform>从 %1（旧）到 %2（新）有 %n 处变化。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) unchanged.</source>
        <translation>
            <numerusform>%n 个运行未更改。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open an archive first: the other snapshot is compared with it.</source>
        <translation>请先打开一个归档：另一个快照将与之比较。</translation>
    </message>
    <message>
        <source>Run archives and traces (*.json *.jsonl *.ndjson *.gz);;All files (*)</source>
        <translation>运行归档和 trace 文件 (*.json *.jsonl *.ndjson *.gz);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>kie::ui::CheckCitationDialog</name>
    <message>
        <source>Check a citation</source>
        <translation>检查引用</translation>
    </message>
    <message>
        <source>Paste a citation (text, Markdown, BibTeX, CSL-JSON or RIS), a record digest or a permalink:</source>
        <translation>粘贴引用（文本、Markdown、BibTeX、CSL-JSON 或 RIS）、记录摘要或永久链接：</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <source>Open an archive first: the citation is checked against it.</source>
        <translation>请先打开一个归档：将根据它检查引用。</translation>
    </message>
    <message>
        <source>The runs&apos; record digests are still being computed: check again when they are done.</source>
        <translation>运行的记录摘要仍在计算中：完成后请再检查一次。</translation>
    </message>
</context>
<context>
    <name>kie::ui::CitationWidget</name>
    <message>
        <source>Plain text</source>
        <translation>纯文本</translation>
    </message>
    <message>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>BibTeX</source>
        <translation>BibTeX</translation>
    </message>
    <message>
        <source>CSL-JSON</source>
        <translation>CSL-JSON</translation>
    </message>
    <message>
        <source>RIS</source>
        <translation>RIS</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>When the record was retrieved: the fetch date, else the archive&apos;s export date, else the day it was opened.</source>
        <translation>获取该记录的日期：获取日期，其次为归档的导出日期，再次为打开的日期。</translation>
    </message>
    <message>
        <source>&amp;Accessed:</source>
        <translation>访问日期(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the citation in the chosen format (Ctrl+Shift+C)</source>
        <translation>以所选格式复制引用（Ctrl+Shift+C）</translation>
    </message>
    <message>
        <source>Copy permalink</source>
        <translation>复制永久链接</translation>
    </message>
    <message>
        <source>Copy digest</source>
        <translation>复制摘要</translation>
    </message>
    <message>
        <source>This record has no permalink: the citation names it by its record digest.</source>
        <translation>此记录没有永久链接：引用以其记录摘要来标识它。</translation>
    </message>
    <message>
        <source>%1 citation of run %2</source>
        <translation>运行 %2 的 %1 引用</translation>
    </message>
    <message>
        <source>permalink of run %1</source>
        <translation>运行 %1 的永久链接</translation>
    </message>
    <message>
        <source>record digest of run %1</source>
        <translation>运行 %1 的记录摘要</translation>
    </message>
    <message>
        <source>Citation preview</source>
        <translation>引用预览</translation>
    </message>
</context>
<context>
    <name>kie::ui::CompareView</name>
    <message>
        <source>Only differences</source>
        <translation>仅显示差异</translation>
    </message>
    <message>
        <source>#1: %1</source>
        <translation>#1：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) differ, highlighted</source>
        <translation>
            <numerusform>%n 个字段不同（已高亮）</numerusform>
        </translation>
    </message>
    <message>
        <source>A and B are the same run.</source>
        <translation>A 和 B 是同一个运行。</translation>
    </message>
    <message>
        <source>Same comparability family, harness, timer, primary statistic, GPU, workload and libraries.</source>
        <translation>可比性系列、测试框架、计时器、主要统计量、GPU、工作负载和库均相同。</translation>
    </message>
    <message>
        <source>Swap A and B</source>
        <translation>交换 A 和 B</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>与…比较</translation>
    </message>
    <message>
        <source>Choose run B (Ctrl+Shift+3)</source>
        <translation>选择运行 B（Ctrl+Shift+3）</translation>
    </message>
    <message>
        <source>Choose a run to compare it with the #1 of its comparison group, or with any run (Compare with…).</source>
        <translation>选择一个运行，将其与所在比较组的第 1 名或任意运行（与…比较）进行比较。</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>Its comparison group has no ranked run to compare with: choose one with Compare with…</source>
        <translation>其比较组中没有可比较的已排名运行：请通过“与…比较”选择一个</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
</context>
<context>
    <name>kie::ui::FastPCurvesPlot</name>
    <message>
        <source>p (ratio to the baseline)</source>
        <translation>p（相对基线的比值）</translation>
    </message>
    <message>
        <source>fast_p: share of comparisons ≥ p</source>
        <translation>fast_p：≥ p 的比较所占比例</translation>
    </message>
    <message>
        <source>p = 1</source>
        <translation>p = 1</translation>
    </message>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>%1: %2 %</source>
        <translation>%1：%2 %</translation>
    </message>
</context>
<context>
    <name>kie::ui::FigureDialog</name>
    <message>
        <source>%1 × %2 in</source>
        <translation>%1 × %2 英寸</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>导出图</translation>
    </message>
    <message>
        <source>Latency ranking</source>
        <translation>延迟排名</translation>
    </message>
    <message>
        <source>fast_p curves</source>
        <translation>fast_p 曲线</translation>
    </message>
    <message>
        <source>Leaderboard of the whole file</source>
        <translation>整个文件的排行榜</translation>
    </message>
    <message>
        <source>SVG (vector)</source>
        <translation>SVG（矢量）</translation>
    </message>
    <message>
        <source>PDF (vector)</source>
        <translation>PDF（矢量）</translation>
    </message>
    <message>
        <source>PNG (image)</source>
        <translation>PNG（图像）</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>Logarithmic latency axis</source>
        <translation>对数延迟轴</translation>
    </message>
    <message>
        <source>Preview of the figure</source>
        <translation>图预览</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Exported figures carry a title, the highlighted run, #1, unranked runs and a stamp (source, run and digest, access date, program version).</source>
        <translation>导出的图包含标题、高亮的运行、#1、未排名的运行以及标记（来源、运行和摘要、访问日期、程序版本）。</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Heatmap: definitions × authors of the whole file</source>
        <translation>热图：整个文件的定义 × 作者</translation>
    </message>
    <message>
        <source>Heatmap: cases × implementations of the group</source>
        <translation>热图：该组的用例 × 实现</translation>
    </message>
</context>
<context>
    <name>kie::ui::FigureExport</name>
    <message>
        <source>the PDF writer&apos;s output was not as expected</source>
        <translation>PDF 写入器的输出不符合预期</translation>
    </message>
    <message>
        <source>the figure could not be drawn as PNG</source>
        <translation>无法将图绘制为 PNG</translation>
    </message>
    <message>
        <source>the resolution must be between 24 and 2400 dpi</source>
        <translation>分辨率必须在 24 到 2400 dpi 之间</translation>
    </message>
    <message>
        <source>the size must be between 100×100 and 20000×20000 pixels</source>
        <translation>尺寸必须在 100×100 到 20000×20000 像素之间</translation>
    </message>
    <message>
        <source>the figure is too small for its text at this resolution: at least %1×%2 pixels at %3 dpi</source>
        <translation>在此分辨率下图太小，无法容纳文字：在 %3 dpi 下至少需要 %1×%2 像素</translation>
    </message>
</context>
<context>
    <name>kie::ui::GuideDialog</name>
    <message>
        <source>Guide</source>
        <translation>指南</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>搜索指南</translation>
    </message>
    <message>
        <source>No topic holds every word searched for.</source>
        <translation>没有主题包含所搜索的全部词语。</translation>
    </message>
</context>
<context>
    <name>kie::ui::HelpTopics</name>
    <message>
        <source>Opening files and URLs</source>
        <translation>打开文件和 URL</translation>
    </message>
    <message>
        <source>Workspaces</source>
        <translation>工作区</translation>
    </message>
    <message>
        <source>The window and keyboard</source>
        <translation>窗口与键盘</translation>
    </message>
    <message>
        <source>The run page</source>
        <translation>运行页面</translation>
    </message>
    <message>
        <source>Integrity states</source>
        <translation>完整性状态</translation>
    </message>
    <message>
        <source>Comparison groups and ranks</source>
        <translation>比较组与排名</translation>
    </message>
    <message>
        <source>Compare and the SOL calculator</source>
        <translation>比较与 SOL 计算器</translation>
    </message>
    <message>
        <source>The Leaderboard and heatmaps</source>
        <translation>排行榜与热图</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Notes and signing</source>
        <translation>笔记与签名</translation>
    </message>
    <message>
        <source>Citations</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>The command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <source>Reliability guarantees</source>
        <translation>可靠性保证</translation>
    </message>
    <message>
        <source>Privacy and what is stored where</source>
        <translation>隐私与数据存储位置</translation>
    </message>
</context>
<context>
    <name>kie::ui::IntegritySummaryLabel</name>
    <message>
        <source>showing the runs with %1</source>
        <translation>正在显示含 %1 的运行</translation>
    </message>
    <message>
        <source>show all</source>
        <translation>显示全部</translation>
    </message>
    <message>
        <source>How much of this file checked out (ARCHIVE.md §3, §5). Click a count to show only the runs concerned.</source>
        <translation>此文件有多少内容核对无误（ARCHIVE.md §3、§5）。点击某个计数可只显示相关的运行。</translation>
    </message>
</context>
<context>
    <name>kie::ui::LeaderboardView</name>
    <message>
        <source>Reference latency</source>
        <translation>参考延迟</translation>
    </message>
    <message>
        <source>By author</source>
        <translation>按作者</translation>
    </message>
    <message>
        <source>By solution</source>
        <translation>按解决方案</translation>
    </message>
    <message>
        <source>Rank:</source>
        <translation>排名：</translation>
    </message>
    <message>
        <source>What each workload&apos;s ratio is measured against: the lowest reference latency of its cases, or a solution&apos;s best passed latency (that solution is then not ranked)</source>
        <translation>每个工作负载的比值相对于什么来测量：其用例中最低的参考延迟，或某个解决方案通过的最佳延迟（该解决方案随后不参与排名）</translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation>基线：</translation>
    </message>
    <message>
        <source>Per workload, the ratio is the baseline latency ÷ the candidate&apos;s latency (the baseline solution&apos;s best passed latency, or the lowest reference latency of the workload&apos;s cases), 0 for a case that did not pass. A solution with any case that did not pass scores 0; an author keeps its best solution per definition (comparison group) and is the mean over definitions. Runs without cases count as one workload whose ratio is their × reference figure.</source>
        <translation>对每个工作负载，比值为基线延迟 ÷ 候选者的延迟（基线解决方案通过的最佳延迟，或该工作负载用例中最低的参考延迟），未通过的用例为 0。任一用例未通过的解决方案得 0 分；作者在每个定义（对比组）中保留其最佳解决方案，其得分为各定义的平均值。没有用例的运行计为一个工作负载，其比值为其相对参考实现的倍数。</translation>
    </message>
    <message>
        <source>fast_p curves</source>
        <translation>fast_p 曲线</translation>
    </message>
    <message>
        <source>Definitions × authors</source>
        <translation>定义 × 作者</translation>
    </message>
    <message>
        <source>Cases × implementations</source>
        <translation>用例 × 实现</translation>
    </message>
    <message>
        <source>(no author)</source>
        <translation>（无作者）</translation>
    </message>
    <message>
        <source>not attempted</source>
        <translation>未尝试</translation>
    </message>
    <message>
        <source>%1: no workload it ran has a baseline</source>
        <translation>%1：其运行的工作负载均没有基线</translation>
    </message>
    <message>
        <source>%1: a case did not pass, so it scores 0</source>
        <translation>%1：有用例未通过，因此得 0 分</translation>
    </message>
    <message numerus="yes">
        <source>%1 mean ratio over %n workload(s), %2 faster than the baseline
best solution: %3</source>
        <translation>
            <numerusform>%1 为 %n 个工作负载上的平均比值，其中 %2 快于基线
最佳解决方案：%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>解决方案</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>No definitions in this file</source>
        <translation>此文件中没有定义</translation>
    </message>
    <message>
        <source>Definition</source>
        <translation>定义</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1（%n 个运行）</numerusform>
        </translation>
    </message>
    <message>
        <source>No comparison group</source>
        <translation>无对比组</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>did not pass</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>passed; no speedup recorded</source>
        <translation>已通过；未记录加速比</translation>
    </message>
    <message>
        <source>%1 the reference</source>
        <translation>参考实现的 %1</translation>
    </message>
    <message>
        <source>The runs of this group have no per-case results</source>
        <translation>此组的运行没有逐用例结果</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>实现</translation>
    </message>
    <message>
        <source>Case (workload)</source>
        <translation>用例（工作负载）</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Save the table as shown, with run ids and citation keys: CSV, Markdown or LaTeX</source>
        <translation>按显示保存表格，附运行 ID 与引用键：CSV、Markdown 或 LaTeX</translation>
    </message>
    <message>
        <source>Export leaderboard</source>
        <translation>导出排行榜</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <source>Comparison group</source>
        <translation>比较组</translation>
    </message>
    <message>
        <source>Computing the leaderboard…</source>
        <translation>正在计算排行榜…</translation>
    </message>
</context>
<context>
    <name>kie::ui::MainWindow</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Manifest</source>
        <translation>清单</translation>
    </message>
    <message>
        <source>Compare with #1</source>
        <translation>与 #1 比较</translation>
    </message>
    <message>
        <source>Navigator</source>
        <translation>导航</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open run archive</source>
        <translation>打开运行归档</translation>
    </message>
    <message>
        <source>Run archives and traces (*.json *.jsonl *.ndjson *.gz);;All files (*)</source>
        <translation>运行归档和 trace 文件 (*.json *.jsonl *.ndjson *.gz);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open &amp;URL…</source>
        <translation>打开 URL(&amp;U)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Open the &amp;sample archive</source>
        <translation>打开示例归档(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Export as run archive…</source>
        <translation>导出为运行归档(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Filter runs</source>
        <translation>筛选运行(&amp;F)</translation>
    </message>
    <message>
        <source>Copy &amp;citation</source>
        <translation>复制引用(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy &amp;permalink</source>
        <translation>复制永久链接(&amp;P)</translation>
    </message>
    <message>
        <source>Copy record &amp;digest</source>
        <translation>复制记录摘要(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Logarithmic latency axis</source>
        <translation>对数延迟轴(&amp;L)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Run page</source>
        <translation>运行页面(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>&amp;Manifest</source>
        <translation>清单(&amp;M)</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>&amp;Compare with #1</source>
        <translation>与 #1 比较(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About KernelIndex Explorer</source>
        <translation>关于 KernelIndex Explorer(&amp;A)</translation>
    </message>
    <message>
        <source>About KernelIndex Explorer</source>
        <translation>关于 KernelIndex Explorer</translation>
    </message>
    <message>
        <source>KernelIndex Explorer %1
Explore GPU-kernel benchmark run archives offline: rankings, record digests, comparisons and citations.</source>
        <translation>KernelIndex Explorer %1
离线浏览 GPU 内核基准测试运行归档：排名、记录摘要、比较和引用。</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n run(s), %2 problem(s)</source>
        <translation>
            <numerusform>已打开 %1：%n 个运行，%2 个问题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n run(s)</source>
        <translation>
            <numerusform>已打开 %1：%n 个运行</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>问题（%1）</translation>
    </message>
    <message>
        <source>%1 of %2 runs</source>
        <translation>%1 / %2 个运行</translation>
    </message>
    <message>
        <source>KernelIndex Explorer</source>
        <translation>KernelIndex Explorer</translation>
    </message>
    <message>
        <source>%1 — KernelIndex Explorer</source>
        <translation>%1 — KernelIndex Explorer</translation>
    </message>
    <message>
        <source>fetched %1 from %2</source>
        <translation>%1 从 %2 获取</translation>
    </message>
    <message>
        <source>embedded sample archive (sample data around the seed record)</source>
        <translation>内置示例归档（围绕种子记录的示例数据）</translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation>（没有最近打开的文件）</translation>
    </message>
    <message>
        <source>Clear recent files</source>
        <translation>清除最近文件</translation>
    </message>
    <message>
        <source>Export as run archive</source>
        <translation>导出为运行归档</translation>
    </message>
    <message>
        <source>Run archive (*.json);;Compressed run archive (*.json.gz)</source>
        <translation>运行归档 (*.json);;压缩的运行归档 (*.json.gz)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>正在获取 %1…</translation>
    </message>
    <message>
        <source>Could not fetch %1: %2</source>
        <translation>无法获取 %1：%2</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Opening cancelled.</source>
        <translation>已取消打开。</translation>
    </message>
    <message numerus="yes">
        <source>%n ranked</source>
        <translation>
            <numerusform>已排名 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>The new language is used from the next start.</source>
        <translation>新语言将在下次启动时生效。</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>语言(&amp;G)</translation>
    </message>
    <message>
        <source>Could not open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>已复制：%1</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Include my local &amp;notes in exports</source>
        <translation>导出时包含我的本地笔记(&amp;N)</translation>
    </message>
    <message>
        <source>Add &amp;note or reproduction…</source>
        <translation>添加笔记或复现(&amp;N)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Compare &amp;with…</source>
        <translation>与…比较(&amp;W)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+3</source>
        <translation>Ctrl+Shift+3</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>Signing &amp;key…</source>
        <translation>签名密钥(&amp;K)…</translation>
    </message>
    <message>
        <source>No run matches “%1” in %2: %3 Showing its first run.</source>
        <translation>%2 中没有与“%1”匹配的运行：%3 显示其第一个运行。</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>与…比较</translation>
    </message>
    <message>
        <source>Compare %1 with this run</source>
        <translation>将 %1 与此运行比较</translation>
    </message>
    <message>
        <source>No run matches %1.</source>
        <translation>没有与 %1 匹配的运行。</translation>
    </message>
    <message numerus="yes">
        <source>Workspace of %n file(s)</source>
        <translation>
            <numerusform>包含 %n 个文件的工作区</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Back to the previous run</source>
        <translation>返回上一个运行(&amp;B)</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>&amp;Forward to the next run</source>
        <translation>前进到下一个运行(&amp;F)</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>&amp;Next pane</source>
        <translation>下一个窗格(&amp;N)</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>&amp;Previous pane</source>
        <translation>上一个窗格(&amp;P)</translation>
    </message>
    <message>
        <source>Shift+F6</source>
        <translation>Shift+F6</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>指南(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message numerus="yes">
        <source>a workspace of %n file(s)</source>
        <translation>
            <numerusform>包含 %n 个文件的工作区</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter runs: words or field:value, e.g. status:failed gpu:h100 (Ctrl+F)</source>
        <translation>筛选运行：关键词或 字段:值，例如 status:failed gpu:h100（Ctrl+F）</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>排行榜</translation>
    </message>
    <message>
        <source>Export fi&amp;gure…</source>
        <translation>导出图(&amp;G)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>转到(&amp;O)</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>打开文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a folder of traces</source>
        <translation>打开 trace 文件夹</translation>
    </message>
    <message>
        <source>&amp;Add to Workspace…</source>
        <translation>添加到工作区(&amp;A)…</translation>
    </message>
    <message>
        <source>Add to workspace</source>
        <translation>添加到工作区</translation>
    </message>
    <message>
        <source>Reloa&amp;d</source>
        <translation>重新加载(&amp;D)</translation>
    </message>
    <message numerus="yes">
        <source>Merging %n file(s)…</source>
        <translation>
            <numerusform>正在合并 %n 个文件…</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed %1; nothing is open.</source>
        <translation>已移除 %1；没有打开的文件。</translation>
    </message>
    <message>
        <source>Removed %1 from the workspace.</source>
        <translation>已从工作区移除 %1。</translation>
    </message>
    <message>
        <source>Remove from workspace</source>
        <translation>从工作区移除</translation>
    </message>
    <message numerus="yes">
        <source>Computing the record digests of %n run(s)</source>
        <translation>
            <numerusform>正在计算 %n 个运行的记录摘要</numerusform>
        </translation>
    </message>
    <message>
        <source>Words, all of which a run must match (title, author, implementation, benchmark, GPU, status, run id, digest prefix), or field:value terms: title, author, implementation, benchmark, gpu, status, id, digest, name, evidence, observed, source. Example: status:failed gpu:h100 author:quail. field:=value matches the whole field: author:=&quot;Amber Heron&quot; leaves out &quot;Amber Heron 2&quot;.</source>
        <translation>关键词（运行须全部匹配：标题、作者、实现、基准测试、GPU、状态、运行 ID、摘要前缀），或 字段:值 条件：title、author、implementation、benchmark、gpu、status、id、digest、name、evidence、observed、source。示例：status:failed gpu:h100 author:quail。字段:=值 匹配整个字段：author:=&quot;Amber Heron&quot; 不包括 &quot;Amber Heron 2&quot;。</translation>
    </message>
    <message>
        <source>No run in this file has a record digest starting with %1. A record changed after its digest was published has another digest, so it is not this record.</source>
        <translation>此文件中没有记录摘要以 %1 开头的运行。在摘要发布后被修改的记录具有不同的摘要，因此它不是这条记录。</translation>
    </message>
    <message>
        <source>%1 was changed or shortened by another program after it was opened: its record digests could not be computed. Open it again.</source>
        <translation>%1 在打开后被其他程序修改或截短：无法计算其记录摘要。请重新打开。</translation>
    </message>
    <message>
        <source>%1 of %2 runs · preparing the filter…</source>
        <translation>%1 / %2 个运行 · 正在准备筛选…</translation>
    </message>
    <message>
        <source>Compare with %1 waits for the record digests…</source>
        <translation>与 %1 的比较正在等待记录摘要…</translation>
    </message>
    <message numerus="yes">
        <source>The export waits for the record digests of %n run(s)…</source>
        <translation>
            <numerusform>导出正在等待 %n 个运行的记录摘要…</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for the run “%1” among the record digests…</source>
        <translation>正在记录摘要中查找运行“%1”…</translation>
    </message>
    <message>
        <source>Looking for the run shown before among the record digests…</source>
        <translation>正在记录摘要中查找之前显示的运行…</translation>
    </message>
    <message>
        <source>The Guide (Help &gt; Guide, F1) is written in English; its topic titles and the rest of the interface are translated.</source>
        <translation>指南（帮助 &gt; 指南，F1）以英文撰写；其主题标题和界面的其余部分已翻译。</translation>
    </message>
    <message>
        <source>Compare &amp;with another archive…</source>
        <translation>与另一个归档比较(&amp;W)…</translation>
    </message>
    <message>
        <source>Check a ci&amp;tation…</source>
        <translation>检查引用(&amp;T)…</translation>
    </message>
    <message>
        <source>Export &amp;table…</source>
        <translation>导出表格(&amp;T)…</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <source>Copy &amp;rows</source>
        <translation>复制行(&amp;R)</translation>
    </message>
    <message>
        <source>Compare %1 with run (implementation, title, name, id or digest prefix):</source>
        <translation>将 %1 与运行比较（实现、标题、名称、ID 或摘要前缀）：</translation>
    </message>
    <message>
        <source>Leader&amp;board</source>
        <translation>排行榜(&amp;B)</translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <source>Ctrl+Alt+O</source>
        <translation>Ctrl+Alt+O</translation>
    </message>
    <message>
        <source>Add Folder to Wor&amp;kspace…</source>
        <translation>将文件夹添加到工作区(&amp;K)…</translation>
    </message>
    <message>
        <source>Add a folder of traces</source>
        <translation>添加轨迹文件夹</translation>
    </message>
    <message>
        <source>Already in the workspace: %1</source>
        <translation>已在工作区中：%1</translation>
    </message>
    <message>
        <source>Filter runs</source>
        <translation>筛选运行</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>页面</translation>
    </message>
    <message numerus="yes">
        <source>%n unranked (%1)</source>
        <translation>
            <numerusform>%n 个未排名（%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>Rank runs that &amp;fail integrity checks</source>
        <translation>为未通过完整性检查的运行排名(&amp;F)</translation>
    </message>
    <message>
        <source>Rank runs with a declared ≠ computed reference too, marked, for inspection; every figure and export made meanwhile says so</source>
        <translation>也为引用为“声明 ≠ 计算”的运行排名（已标记，便于检查）；在此期间生成的每个图和导出都会注明</translation>
    </message>
    <message>
        <source>Preparing the table…</source>
        <translation>正在准备表格…</translation>
    </message>
    <message numerus="yes">
        <source>Workspace of %n file(s): %1</source>
        <translation>
            <numerusform>%n 个文件的工作区：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>the embedded sample</source>
        <translation>内置示例</translation>
    </message>
</context>
<context>
    <name>kie::ui::ManifestView</name>
    <message numerus="yes">
        <source>object, %n member(s)</source>
        <translation>
            <numerusform>对象，%n 个成员</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>array, %n element(s)</source>
        <translation>
            <numerusform>数组，%n 个元素</numerusform>
        </translation>
    </message>
    <message>
        <source>string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>This object</source>
        <translation>此对象</translation>
    </message>
    <message>
        <source>digest of {apiVersion, kind, spec}</source>
        <translation>{apiVersion, kind, spec} 的摘要</translation>
    </message>
    <message>
        <source>digest</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>no digest</source>
        <translation>无摘要</translation>
    </message>
    <message>
        <source>declared by the run</source>
        <translation>由运行声明</translation>
    </message>
    <message>
        <source>declared digest</source>
        <translation>声明的摘要</translation>
    </message>
    <message>
        <source>not declared</source>
        <translation>未声明</translation>
    </message>
    <message>
        <source>computed from the object</source>
        <translation>根据对象计算</translation>
    </message>
    <message>
        <source>computed digest</source>
        <translation>计算得到的摘要</translation>
    </message>
    <message>
        <source>no object with this digest in the file</source>
        <translation>文件中没有具有此摘要的对象</translation>
    </message>
    <message>
        <source>nothing to compute</source>
        <translation>无可计算的内容</translation>
    </message>
    <message>
        <source>digest %1</source>
        <translation>摘要 %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Both digests of every reference are on the References tab.</source>
        <translation>每个引用的两个摘要都在“引用与摘要”选项卡中。</translation>
    </message>
    <message>
        <source>No object selected</source>
        <translation>未选择对象</translation>
    </message>
    <message>
        <source>Object:</source>
        <translation>对象：</translation>
    </message>
    <message>
        <source>Copy exact JSON</source>
        <translation>复制原样 JSON</translation>
    </message>
    <message>
        <source>Copy the object&apos;s bytes exactly as they are in the file</source>
        <translation>按文件中的原样复制该对象的字节</translation>
    </message>
    <message>
        <source>Copy pretty JSON</source>
        <translation>复制格式化的 JSON</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源文本</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value (as written)</source>
        <translation>值（按原样）</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>树</translation>
    </message>
    <message>
        <source>References &amp;&amp; digests</source>
        <translation>引用与摘要</translation>
    </message>
    <message>
        <source>The tree stops after %1 values; the Source tab has everything.</source>
        <translation>树在 %1 个值后截止；“源文本”选项卡中包含全部内容。</translation>
    </message>
    <message>
        <source>Canonical manifest · %1</source>
        <translation>规范清单 · %1</translation>
    </message>
    <message>
        <source>run · %1</source>
        <translation>运行 · %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>attestation · %1</source>
        <translation>证明 · %1</translation>
    </message>
    <message>
        <source>Canonical manifest · %1 %2</source>
        <translation>规范清单 · %1 %2</translation>
    </message>
    <message>
        <source>exact JSON of %1</source>
        <translation>%1 的精确 JSON</translation>
    </message>
    <message>
        <source>pretty JSON of %1</source>
        <translation>%1 的格式化 JSON</translation>
    </message>
    <message>
        <source>Not shown: %1.</source>
        <translation>未显示：%1。</translation>
    </message>
</context>
<context>
    <name>kie::ui::NoteDialog</name>
    <message>
        <source>Add note or reproduction</source>
        <translation>添加笔记或复现</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation>笔记(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Reproduction (I measured it)</source>
        <translation>复现（我亲自测量）(&amp;R)</translation>
    </message>
    <message>
        <source>What you found, e.g. &quot;timer differs from the leaderboard&apos;s&quot;</source>
        <translation>你的发现，例如“计时器与排行榜的不同”</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>测量</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Typed below</source>
        <translation>在下方输入</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>运行环境</translation>
    </message>
    <message>
        <source>e.g. NVIDIA B200</source>
        <translation>例如 NVIDIA B200</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>e.g. torch=2.8.0, cuda=12.8</source>
        <translation>例如 torch=2.8.0, cuda=12.8</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>库</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>&amp;Sign with my key (a signed note cannot be edited later, only replaced)</source>
        <translation>用我的密钥签名（已签名的笔记之后不能编辑，只能替换）(&amp;S)</translation>
    </message>
    <message>
        <source>Kept on this computer and shown as &quot;local&quot; whenever a run with this digest is open. File &gt; Export can include it.</source>
        <translation>保存在本机，每当打开具有此摘要的运行时显示为“本地”。文件 &gt; 导出 可以包含它。</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
</context>
<context>
    <name>kie::ui::NotesPane</name>
    <message>
        <source>Your local notes</source>
        <translation>你的本地笔记</translation>
    </message>
    <message>
        <source>Add note or reproduction…</source>
        <translation>添加笔记或复现…</translation>
    </message>
    <message>
        <source>Local notes are unavailable: %1</source>
        <translation>本地笔记不可用：%1</translation>
    </message>
    <message>
        <source>local</source>
        <translation>本地</translation>
    </message>
    <message>
        <source>Reproduction</source>
        <translation>复现</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>作者 %1</translation>
    </message>
    <message>
        <source>new version</source>
        <translation>新版本</translation>
    </message>
    <message>
        <source>also in this archive</source>
        <translation>也在此归档中</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>测量值</translation>
    </message>
    <message>
        <source>on environment</source>
        <translation>运行环境</translation>
    </message>
    <message>
        <source>environment digest</source>
        <translation>运行环境摘要</translation>
    </message>
    <message>
        <source>on</source>
        <translation>于</translation>
    </message>
    <message>
        <source>New version…</source>
        <translation>新版本…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>A signed note cannot change; a new version replaces it here.</source>
        <translation>已签名的笔记不能更改；新版本将在此处替换它。</translation>
    </message>
    <message>
        <source>Change this note.</source>
        <translation>修改此笔记。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>None. Notes you add are kept on this computer and shown whenever a run with this digest is open.</source>
        <translation>无。你添加的笔记保存在本机，每当打开具有此摘要的运行时显示。</translation>
    </message>
    <message>
        <source>About run %1 (%2)</source>
        <translation>关于运行 %1（%2）</translation>
    </message>
    <message>
        <source>Note not signed</source>
        <translation>笔记未签名</translation>
    </message>
    <message>
        <source>Note not saved</source>
        <translation>笔记未保存</translation>
    </message>
    <message>
        <source>New version of a signed note</source>
        <translation>已签名笔记的新版本</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>编辑笔记</translation>
    </message>
    <message>
        <source>Delete note</source>
        <translation>删除笔记</translation>
    </message>
    <message>
        <source>Delete this local note? Copies already exported stay as they are.</source>
        <translation>删除此本地笔记？已导出的副本保持不变。</translation>
    </message>
    <message>
        <source>Note not deleted</source>
        <translation>笔记未删除</translation>
    </message>
    <message>
        <source>Read-only: %1</source>
        <translation>只读：%1</translation>
    </message>
    <message>
        <source>Some notes could not be read: %1</source>
        <translation>部分笔记无法读取：%1</translation>
    </message>
    <message>
        <source>%1

What you typed could not be kept either: %2

%3</source>
        <translation>%1

您输入的内容也无法保留：%2

%3</translation>
    </message>
    <message>
        <source>%1

What you typed is kept in %2.</source>
        <translation>%1

您输入的内容已保存在 %2。</translation>
    </message>
    <message>
        <source>No note about this run could be read.</source>
        <translation>无法读取关于此运行的任何笔记。</translation>
    </message>
</context>
<context>
    <name>kie::ui::OpenUrlDialog</name>
    <message>
        <source>Open URL</source>
        <translation>打开 URL</translation>
    </message>
    <message>
        <source>https://example.org/runs/archive.json</source>
        <translation>https://example.org/runs/archive.json</translation>
    </message>
    <message>
        <source>Allow plain &amp;http for this URL</source>
        <translation>允许此 URL 使用未加密的 http(&amp;H)</translation>
    </message>
    <message>
        <source>Plain http is not encrypted: anyone between you and the server can read the archive or change it on the way. Give its expected SHA-256 below to detect changes.</source>
        <translation>普通 http 未加密：你与服务器之间的任何人都能读取归档或在途中篡改它。请在下方填写预期的 SHA-256 以检测篡改。</translation>
    </message>
    <message>
        <source>optional: 64 hexadecimal digits</source>
        <translation>可选：64 位十六进制数字</translation>
    </message>
    <message>
        <source>optional: PEM file for a self-hosted index</source>
        <translation>可选：自建索引所用的 PEM 文件</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>URL(&amp;U)：</translation>
    </message>
    <message>
        <source>Expected &amp;SHA-256:</source>
        <translation>预期的 SHA-256(&amp;S)：</translation>
    </message>
    <message>
        <source>Extra &amp;CA certificates:</source>
        <translation>额外的 CA 证书(&amp;C)：</translation>
    </message>
    <message>
        <source>Enter the URL of a run archive.</source>
        <translation>请输入运行归档的 URL。</translation>
    </message>
    <message>
        <source>This is not a valid URL.</source>
        <translation>这不是有效的 URL。</translation>
    </message>
    <message>
        <source>Plain http is refused unless you allow it for this URL.</source>
        <translation>除非你对此 URL 允许，否则将拒绝未加密的 http。</translation>
    </message>
    <message>
        <source>Only https URLs can be opened.</source>
        <translation>只能打开 https URL。</translation>
    </message>
    <message>
        <source>The expected SHA-256 must be 64 hexadecimal digits.</source>
        <translation>预期的 SHA-256 必须是 64 位十六进制数字。</translation>
    </message>
    <message>
        <source>The expected SHA-256 and the URL&apos;s #sha256= fragment disagree.</source>
        <translation>预期的 SHA-256 与 URL 的 #sha256= 片段不一致。</translation>
    </message>
    <message>
        <source>The CA certificate file does not exist.</source>
        <translation>CA 证书文件不存在。</translation>
    </message>
    <message>
        <source>Choose CA certificates</source>
        <translation>选择 CA 证书</translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>PEM 证书 (*.pem *.crt *.cer);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>kie::ui::RankingPlot</name>
    <message>
        <source>#1</source>
        <translation>#1</translation>
    </message>
    <message>
        <source>%1
%2
rank %3 of %4</source>
        <translation>%1
%2
第 %3 名（共 %4 个）</translation>
    </message>
    <message>
        <source>Latency ranking plot</source>
        <translation>延迟排名图</translation>
    </message>
    <message>
        <source>Left and Right select the previous or next run, Home and End the best or last, Enter opens its manifest.</source>
        <translation>左右方向键选择上一个或下一个运行，Home 和 End 选择最佳或最后一个，Enter 打开其清单。</translation>
    </message>
    <message>
        <source>unranked</source>
        <translation>未排名</translation>
    </message>
    <message>
        <source>Selected: %1 %2, %3.</source>
        <translation>已选：%1 %2，%3。</translation>
    </message>
</context>
<context>
    <name>kie::ui::RatioHeatmap</name>
    <message>
        <source>Nothing to show</source>
        <translation>没有可显示的内容</translation>
    </message>
</context>
<context>
    <name>kie::ui::ReloadBar</name>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>%1 changed on disk. Reload to see what it holds now.</source>
        <translation>%1 已在磁盘上更改。重新加载以查看其当前内容。</translation>
    </message>
</context>
<context>
    <name>kie::ui::RunCasesWidget</name>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Log of case %1 (%2)</source>
        <translation>用例 %1 的日志（%2）</translation>
    </message>
    <message>
        <source>The source recorded no log for this case.</source>
        <translation>来源未记录此用例的日志。</translation>
    </message>
    <message>
        <source>This run has no per-case results.</source>
        <translation>此运行没有按用例的结果。</translation>
    </message>
    <message>
        <source>Cases: %1 (%2)</source>
        <translation>用例：%1（%2）</translation>
    </message>
    <message>
        <source>%1 mean over passed cases</source>
        <translation>通过用例的平均值 %1</translation>
    </message>
    <message>
        <source>no SOL bound in source</source>
        <translation>来源中没有 SOL 界限</translation>
    </message>
    <message>
        <source>Filter cases (uuid, axes, status)…</source>
        <translation>筛选用例（UUID、轴、状态）…</translation>
    </message>
    <message>
        <source>Select a case to see its log.</source>
        <translation>选择一个用例以查看其日志。</translation>
    </message>
    <message>
        <source>fast_p of %1</source>
        <translation>%1 的 fast_p</translation>
    </message>
    <message>
        <source>fast_p — %1</source>
        <translation>fast_p — %1</translation>
    </message>
    <message>
        <source>Pop out</source>
        <translation>弹出</translation>
    </message>
    <message>
        <source>Open the fast_p chart in its own window, which you can resize.</source>
        <translation>在单独的窗口中打开 fast_p 图表，可调整其大小。</translation>
    </message>
    <message>
        <source>fast_p curve</source>
        <translation>fast_p 曲线</translation>
    </message>
</context>
<context>
    <name>kie::ui::RunPage</name>
    <message>
        <source>Choose a run in the table or the plot to see its page.</source>
        <translation>在表格或图表中选择一个运行以查看其页面。</translation>
    </message>
    <message>
        <source>Primary measurement</source>
        <translation>主要测量值</translation>
    </message>
    <message>
        <source>Compare with #1 →</source>
        <translation>与 #1 比较 →</translation>
    </message>
    <message>
        <source>Show manifest</source>
        <translation>显示清单</translation>
    </message>
    <message>
        <source>Cite this record (permalink, digest, access date)</source>
        <translation>引用此记录（永久链接、摘要、访问日期）</translation>
    </message>
    <message>
        <source>Canonical manifest</source>
        <translation>规范清单</translation>
    </message>
    <message>
        <source>The run exactly as read, its references and their verification.</source>
        <translation>按读取原样显示的运行、其引用及验证结果。</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>Nothing in this run&apos;s group is ranked</source>
        <translation>此运行所在组中没有已排名的运行</translation>
    </message>
    <message>
        <source>This run is #1 of its group</source>
        <translation>此运行是其所在组的 #1</translation>
    </message>
    <message>
        <source>Put this run beside its group&apos;s #1, field by field</source>
        <translation>将此运行与其所在组的 #1 逐字段并列比较</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>标识</translation>
    </message>
    <message>
        <source>implementation</source>
        <translation>实现</translation>
    </message>
    <message>
        <source>project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>revision</source>
        <translation>修订版本</translation>
    </message>
    <message>
        <source>language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>The run names no implementation object; the name above comes from its title.</source>
        <translation>此运行未指明实现对象；上面的名称取自其标题。</translation>
    </message>
    <message>
        <source>The implementation object is not in this archive; the name above comes from the run&apos;s title.</source>
        <translation>实现对象不在此归档中；上面的名称取自运行的标题。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>run id</source>
        <translation>运行 ID</translation>
    </message>
    <message>
        <source>record digest</source>
        <translation>记录摘要</translation>
    </message>
    <message>
        <source>comparison key (declared)</source>
        <translation>对比键（声明值）</translation>
    </message>
    <message>
        <source>comparison key (derived)</source>
        <translation>对比键（推导值）</translation>
    </message>
    <message>
        <source>comparison key</source>
        <translation>对比键</translation>
    </message>
    <message>
        <source>benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>external id</source>
        <translation>外部 ID</translation>
    </message>
    <message>
        <source>no source-native record</source>
        <translation>无来源原生记录</translation>
    </message>
    <message>
        <source>labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>annotations</source>
        <translation>注解</translation>
    </message>
    <message>
        <source>Correctness</source>
        <translation>正确性</translation>
    </message>
    <message>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>max absolute error</source>
        <translation>最大绝对误差</translation>
    </message>
    <message>
        <source>max relative error</source>
        <translation>最大相对误差</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <source>comparator</source>
        <translation>比较器</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>definition</source>
        <translation>定义</translation>
    </message>
    <message>
        <source>description</source>
        <translation>描述</translation>
    </message>
    <message numerus="yes">
        <source>suite of %n case(s)</source>
        <translation>
            <numerusform>含 %n 个用例的测试套件</numerusform>
        </translation>
    </message>
    <message>
        <source>suite</source>
        <translation>测试套件</translation>
    </message>
    <message>
        <source>axes</source>
        <translation>轴</translation>
    </message>
    <message>
        <source>The workload object is not in this archive; only its digest is known.</source>
        <translation>工作负载对象不在此归档中；只知道其摘要。</translation>
    </message>
    <message>
        <source>The run names no workload.</source>
        <translation>此运行未指明工作负载。</translation>
    </message>
    <message>
        <source>benchmark (from the source)</source>
        <translation>基准测试（来自来源）</translation>
    </message>
    <message>
        <source>comparator (from the protocol)</source>
        <translation>比较器（来自协议）</translation>
    </message>
    <message numerus="yes">
        <source>suite of %n case(s) (from the run)</source>
        <translation>
            <numerusform>含 %n 个用例的测试套件（来自运行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>测量结果</translation>
    </message>
    <message>
        <source>  (primary)</source>
        <translation>  （主要）</translation>
    </message>
    <message>
        <source>%1 ns as recorded</source>
        <translation>记录值 %1 ns</translation>
    </message>
    <message>
        <source>No latency recorded.</source>
        <translation>未记录延迟。</translation>
    </message>
    <message>
        <source>source metrics</source>
        <translation>来源指标</translation>
    </message>
    <message>
        <source>No per-case results recorded.</source>
        <translation>未记录按用例的结果。</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>The bundle carries this protocol, but its digest is not the one the run declares: it is not the protocol the run was measured with, or it was altered.</source>
        <translation>包中带有此协议，但其摘要与运行声明的不同：它不是测量该运行时所用的协议，或者已被修改。</translation>
    </message>
    <message>
        <source>harness</source>
        <translation>测试框架</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>计时器</translation>
    </message>
    <message>
        <source>primaryStatistic</source>
        <translation>primaryStatistic</translation>
    </message>
    <message>
        <source>correctnessReference</source>
        <translation>correctnessReference</translation>
    </message>
    <message>
        <source>correctnessComparator</source>
        <translation>correctnessComparator</translation>
    </message>
    <message>
        <source>correctnessPolicy</source>
        <translation>correctnessPolicy</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <source>comparabilityFamily</source>
        <translation>comparabilityFamily</translation>
    </message>
    <message>
        <source>comparability notes</source>
        <translation>可比性说明</translation>
    </message>
    <message>
        <source>The run names no protocol.</source>
        <translation>此运行未指明协议。</translation>
    </message>
    <message>
        <source>The protocol object is not in this archive; only its digest is known.</source>
        <translation>协议对象不在此归档中；只知道其摘要。</translation>
    </message>
    <message>
        <source>primaryStatistic (from the run)</source>
        <translation>primaryStatistic（来自运行）</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>运行环境</translation>
    </message>
    <message>
        <source>The bundle carries this environment, but its digest is not the one the run declares.</source>
        <translation>包中带有此运行环境，但其摘要与运行声明的不同。</translation>
    </message>
    <message>
        <source>gpu</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>software libraries</source>
        <translation>软件库</translation>
    </message>
    <message>
        <source>The run names no environment.</source>
        <translation>此运行未指明运行环境。</translation>
    </message>
    <message>
        <source>The environment object is not in this archive; only its digest is known.</source>
        <translation>运行环境对象不在此归档中；只知道其摘要。</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>制品</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>uri</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>artifact URI</source>
        <translation>制品 URI</translation>
    </message>
    <message>
        <source>digest</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>artifact digest</source>
        <translation>制品摘要</translation>
    </message>
    <message>
        <source>Attestations &amp;&amp; notes</source>
        <translation>证明与备注</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>测量值</translation>
    </message>
    <message>
        <source>on environment</source>
        <translation>运行环境</translation>
    </message>
    <message>
        <source>environment digest</source>
        <translation>运行环境摘要</translation>
    </message>
    <message>
        <source>Show attestation manifest</source>
        <translation>显示证明清单</translation>
    </message>
    <message>
        <source>Community attestations. They never change the evidence level; only a controlled rerun does.</source>
        <translation>社区证明。它们不会改变证据级别；只有受控重跑才会改变。</translation>
    </message>
    <message>
        <source>the run names no %1 digest</source>
        <translation>此运行未指明 %1 的摘要</translation>
    </message>
    <message>
        <source>declared digest</source>
        <translation>声明的摘要</translation>
    </message>
    <message>
        <source>computed digest</source>
        <translation>计算得到的摘要</translation>
    </message>
    <message>
        <source>latency · %1</source>
        <translation>延迟 · %1</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>此运行</translation>
    </message>
    <message>
        <source>An object carried with this run is not the one it declares; its rank and figures are shown as recorded. The reference below says which.</source>
        <translation>随此运行携带的对象不是其声明的对象；排名和数值按记录显示。下方的引用指明是哪一个。</translation>
    </message>
    <message>
        <source>Run page</source>
        <translation>运行页面</translation>
    </message>
</context>
<context>
    <name>kie::ui::RunTableColumns</name>
    <message>
        <source>Move column &amp;left</source>
        <translation>左移列(&amp;L)</translation>
    </message>
    <message>
        <source>Move column &amp;right</source>
        <translation>右移列(&amp;R)</translation>
    </message>
    <message>
        <source>Reset &amp;columns</source>
        <translation>重置列(&amp;C)</translation>
    </message>
</context>
<context>
    <name>kie::ui::SampleNotice</name>
    <message>
        <source>This is the sample archive: invented runs around one real seed record. Open your own:</source>
        <translation>这是示例归档：围绕一条真实种子记录的虚构运行。打开您自己的数据：</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>打开文件…</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>打开文件夹…</translation>
    </message>
    <message>
        <source>Open URL…</source>
        <translation>打开 URL…</translation>
    </message>
    <message>
        <source>Sample data notice</source>
        <translation>示例数据提示</translation>
    </message>
</context>
<context>
    <name>kie::ui::ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>任意位置</translation>
    </message>
    <message>
        <source>Ranking plot (when it has the focus)</source>
        <translation>排名图（获得焦点时）</translation>
    </message>
    <message>
        <source>Run table</source>
        <translation>运行表</translation>
    </message>
    <message>
        <source>Next / previous pane (inside a page: its next / previous control)</source>
        <translation>下一个/上一个窗格（在页面内：其下一个/上一个控件）</translation>
    </message>
    <message>
        <source>Previous / next run</source>
        <translation>上一个/下一个运行</translation>
    </message>
    <message>
        <source>Show or hide columns, reset them</source>
        <translation>显示或隐藏列，重置列</translation>
    </message>
    <message>
        <source>right-click the header</source>
        <translation>右键单击表头</translation>
    </message>
    <message>
        <source>Previous / next run in the ranking</source>
        <translation>排名中的上一个/下一个运行</translation>
    </message>
    <message>
        <source>The #1 / the last run</source>
        <translation>#1 / 最后一个运行</translation>
    </message>
    <message>
        <source>Open the selected run&apos;s manifest</source>
        <translation>打开所选运行的清单</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>kie::ui::SigningKeyDialog</name>
    <message>
        <source>Signing key</source>
        <translation>签名密钥</translation>
    </message>
    <message>
        <source>Notes and reproductions you sign carry your Ed25519 public key and a signature, so anyone who opens them can check that nobody edited them. The private key stays in this file, readable only by you; it is never shown or exported.</source>
        <translation>你签名的笔记和复现带有你的 Ed25519 公钥和签名，任何打开它们的人都能验证没有人修改过。私钥保存在此文件中，只有你可读；从不显示或导出。</translation>
    </message>
    <message>
        <source>the name your notes are signed as (optional)</source>
        <translation>笔记署名所用的名字（可选）</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>密钥文件</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Public key</source>
        <translation>公钥</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>&amp;Generate new key…</source>
        <translation>生成新密钥(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Import PEM…</source>
        <translation>导入 PEM(&amp;I)…</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Ed25519 key, protected by a passphrase (asked when you sign)</source>
        <translation>Ed25519 密钥，受口令保护（签名时询问）</translation>
    </message>
    <message>
        <source>Ed25519 key, no passphrase</source>
        <translation>Ed25519 密钥，无口令</translation>
    </message>
    <message>
        <source>shown in each note you sign</source>
        <translation>显示在你签名的每条笔记中</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>口令</translation>
    </message>
    <message>
        <source>Replace signing key</source>
        <translation>替换签名密钥</translation>
    </message>
    <message>
        <source>Replace the key in %1? Notes signed with it stay valid, but you can no longer sign as that key.</source>
        <translation>替换 %1 中的密钥？用它签名的笔记仍然有效，但你将不能再以该密钥签名。</translation>
    </message>
    <message>
        <source>Import Ed25519 private key</source>
        <translation>导入 Ed25519 私钥</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.key);;All files (*)</source>
        <translation>PEM 文件 (*.pem *.key);;所有文件 (*)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Passphrase of %1:</source>
        <translation>%1 的口令：</translation>
    </message>
    <message>
        <source>Passphrase of your signing key:</source>
        <translation>你的签名密钥的口令：</translation>
    </message>
    <message>
        <source>Not signed: no passphrase given.</source>
        <translation>未签名：未提供口令。</translation>
    </message>
    <message>
        <source>No key yet: generate one or import a PEM file with the buttons below.</source>
        <translation>尚无密钥：请用下方按钮生成一个或导入 PEM 文件。</translation>
    </message>
    <message>
        <source>A passphrase protects the key file; it is asked for each time you sign. Leave both fields empty for none.</source>
        <translation>口令保护密钥文件，每次签名时都会询问。两个字段都留空表示不设口令。</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>口令(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>再次输入(&amp;A)：</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>两次输入的口令不一致。</translation>
    </message>
</context>
<context>
    <name>kie::ui::SolCalculator</name>
    <message>
        <source>SOL calculator</source>
        <translation>SOL 计算器</translation>
    </message>
    <message>
        <source>Target SOL score</source>
        <translation>目标 SOL 得分</translation>
    </message>
    <message>
        <source>Latency needed</source>
        <translation>所需延迟</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>差距</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>用例</translation>
    </message>
    <message>
        <source>T_k</source>
        <translation>T_k</translation>
    </message>
    <message>
        <source>T_SOL</source>
        <translation>T_SOL</translation>
    </message>
    <message>
        <source>T_b</source>
        <translation>T_b</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>T_k for target</source>
        <translation>目标 T_k</translation>
    </message>
    <message>
        <source>Above the bound</source>
        <translation>高于界限</translation>
    </message>
    <message>
        <source>Published score: %1</source>
        <translation>公布的得分：%1</translation>
    </message>
    <message>
        <source>SOL bound not in this record: the calculator needs %1.</source>
        <translation>此记录中没有 SOL 界限：计算器需要 %1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Suite SOL score %1 from %2 of %3 cases with T_SOL and T_b</source>
        <translation>套件 SOL 得分 %1（来自 %3 个用例中带 T_SOL 和 T_b 的 %2 个）</translation>
    </message>
    <message>
        <source>published %1</source>
        <translation>公布值 %1</translation>
    </message>
    <message>
        <source>mean %1 for SOL %2; now %3, %4 to go</source>
        <translation>SOL %2 需平均 %1；当前 %3，还差 %4</translation>
    </message>
    <message>
        <source>to the bound: %1 above the mean T_SOL %2</source>
        <translation>距界限：比平均 T_SOL %2 高 %1</translation>
    </message>
    <message>
        <source>to #1: this run is #1</source>
        <translation>距第 1 名：此运行即为第 1 名</translation>
    </message>
    <message>
        <source>to #1: %1 (#1 at %2)</source>
        <translation>距第 1 名：%1（第 1 名为 %2）</translation>
    </message>
    <message>
        <source>to #1: no ranked #1 to measure against</source>
        <translation>距第 1 名：没有可比较的已排名第 1 名</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>mean %1 for SOL %2; now %3: reached, %4 faster than needed</source>
        <translation>SOL %2 所需平均值 %1；当前 %3：已达到，比所需快 %4</translation>
    </message>
</context>
<context>
    <name>kie::ui::StateBadge</name>
    <message>
        <source>The object with the declared digest is in the file and matches it.</source>
        <translation>具有声明摘要的对象在文件中，且与之相符。</translation>
    </message>
    <message>
        <source>The object carried with the run has another digest than the one the run declares: it is not what the run was measured with, or it was altered.</source>
        <translation>随运行携带的对象的摘要与运行声明的不同：它不是运行测量时所用的对象，或已被修改。</translation>
    </message>
    <message>
        <source>No object with the declared digest is in this file, so it cannot be checked here.</source>
        <translation>此文件中没有具有声明摘要的对象，因此无法在此核对。</translation>
    </message>
    <message>
        <source>The run declares no digest for this.</source>
        <translation>此运行未为此声明摘要。</translation>
    </message>
    <message>
        <source>The Ed25519 signature verifies against the attestation as written.</source>
        <translation>Ed25519 签名针对所写的证明验证通过。</translation>
    </message>
    <message>
        <source>The signature does not verify: the attestation was changed after signing, or the signature is broken.</source>
        <translation>签名无法验证：证明在签名后被修改，或签名已损坏。</translation>
    </message>
    <message>
        <source>The attestation carries no signature.</source>
        <translation>此证明没有签名。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>kie::ui::TableExport</name>
    <message>
        <source>Run id</source>
        <translation>运行 ID</translation>
    </message>
    <message>
        <source>Citation key</source>
        <translation>引用键</translation>
    </message>
    <message>
        <source>CSV, UTF-8 (*.csv)</source>
        <translation>CSV，UTF-8 (*.csv)</translation>
    </message>
    <message>
        <source>Markdown table (*.md)</source>
        <translation>Markdown 表格 (*.md)</translation>
    </message>
    <message>
        <source>LaTeX tabular (*.tex)</source>
        <translation>LaTeX tabular (*.tex)</translation>
    </message>
    <message>
        <source>Tab-separated (*.tsv)</source>
        <translation>制表符分隔 (*.tsv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>kie::ui::UiUtils</name>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>复制%1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Use this language (de, ja, zh_CN, en) instead of the system&apos;s.</source>
        <translation>使用此语言（de、ja、zh_CN、en）而非系统语言。</translation>
    </message>
</context>
</TS>
