<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>kie::ArchiveCache</name>
    <message>
        <source>cannot create the cache folder %1</source>
        <translation>キャッシュフォルダー %1 を作成できません</translation>
    </message>
    <message>
        <source>cannot write the cache file %1: %2</source>
        <translation>キャッシュファイル %1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセルされました</translation>
    </message>
</context>
<context>
    <name>kie::ArchiveDiffModel</name>
    <message>
        <source>(absent)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>グループ</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>変更点</translation>
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
        <translation>%1 を展開しています</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>the file starts with a byte order mark; ignored</source>
        <translation>ファイルがバイトオーダーマークで始まっています。無視しました</translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <translation>%1: ファイルが空です</translation>
    </message>
    <message>
        <source>%1: the file holds only whitespace</source>
        <translation>%1: ファイルには空白しかありません</translation>
    </message>
    <message>
        <source>%1:%2:%3: not a run archive, manifest bundle, object or JSON Lines: expected &apos;{&apos;, found &apos;%4&apos; (byte 0x%5)</source>
        <translation>%1:%2:%3: 実行アーカイブ、マニフェストバンドル、オブジェクト、JSON Lines のいずれでもありません: &apos;{&apos; が必要ですが &apos;%4&apos; があります (バイト 0x%5)</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>%1 を読み込んでいます</translation>
    </message>
    <message>
        <source>no &quot;kind&quot;; read as a RunArchive because it has &quot;items&quot;</source>
        <translation>&quot;kind&quot; がありません。&quot;items&quot; があるため RunArchive として読み込みました</translation>
    </message>
    <message>
        <source>the RunArchive has no &quot;items&quot;</source>
        <translation>RunArchive に &quot;items&quot; がありません</translation>
    </message>
    <message>
        <source>&quot;items&quot; must be an array</source>
        <translation>&quot;items&quot; は配列である必要があります</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more problem(s))</source>
        <translation>
            <numerusform> (ほかに問題 %n 件)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ranking %n run(s)</source>
        <translation>
            <numerusform>%n 件の実行に順位を付けています</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computing %n digest(s)</source>
        <translation>
            <numerusform>%n 件のダイジェストを計算しています</numerusform>
        </translation>
    </message>
    <message>
        <source>the object cannot be canonicalized</source>
        <translation>オブジェクトを正規化できません</translation>
    </message>
    <message>
        <source>the %1 cannot be canonicalized (RFC 8785), so it has no digest: %2</source>
        <translation>%1 を正規化 (RFC 8785) できないため、ダイジェストがありません: %2</translation>
    </message>
    <message>
        <source>%1 is a folder without traces (no traces/ or definitions/, no trace .jsonl)</source>
        <translation>%1 はトレースを含まないフォルダーです (traces/ も definitions/ も、トレースの .jsonl もありません)</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>%1 を開いています</translation>
    </message>
    <message>
        <source>no files to open</source>
        <translation>開くファイルがありません</translation>
    </message>
    <message>
        <source>the file ends inside record %1, which starts at line %2</source>
        <translation>ファイルはレコード %1 (%2 行目から) の途中で終わっています</translation>
    </message>
    <message>
        <source>the file ends inside the RunArchive, which starts at line %1</source>
        <translation>ファイルは RunArchive (%1 行目から) の途中で終わっています</translation>
    </message>
    <message>
        <source>the file ends inside record 0, which starts at line %1</source>
        <translation>ファイルはレコード 0 (%1 行目から) の途中で終わっています</translation>
    </message>
    <message>
        <source>%1: too many records for the memory budget: after %2 record(s) they would take about %3 MB, more than %4 MB (3 times the decompressed size + 48 MB); nothing was loaded</source>
        <translation>%1: メモリ予算に対してレコードが多すぎます: %2 件の時点で約 %3 MB となり、%4 MB (展開後サイズの 3 倍 + 48 MB) を超えます。何も読み込まれていません</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) after the end of the top-level object, starting with byte 0x%1; ignored</source>
        <translation>
            <numerusform>最上位オブジェクトの後に %n バイトあります (先頭はバイト 0x%1)。無視しました</numerusform>
        </translation>
    </message>
    <message>
        <source>the object has &quot;items&quot; but its kind is %1, not &quot;RunArchive&quot;: its items are not read</source>
        <translation>オブジェクトに &quot;items&quot; がありますが、種類が &quot;RunArchive&quot; ではなく %1 です: items は読み込まれません</translation>
    </message>
    <message>
        <source>not a string</source>
        <translation>文字列ではありません</translation>
    </message>
    <message>
        <source>no string &quot;kind&quot;</source>
        <translation>文字列の &quot;kind&quot; がありません</translation>
    </message>
    <message>
        <source>kind &quot;%1&quot;</source>
        <translation>種類 &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>%n object(s) of unknown %1 (not a kind of ARCHIVE.md §1), kept and shown as read; this is the first</source>
        <translation>
            <numerusform>不明な%1のオブジェクトが %n 個あります (ARCHIVE.md §1 の種類ではありません)。読み込んだまま保持・表示します。これが最初のものです</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: refused: the stream is longer than %2 bytes (the limit for pipes and devices)</source>
        <translation>%1: 拒否: ストリームが %2 バイトを超えています (パイプとデバイスの上限)</translation>
    </message>
    <message>
        <source>duplicate member &quot;%1&quot; of the RunArchive; the first one is used</source>
        <translation>RunArchive のメンバー &quot;%1&quot; が重複しています。最初のものを使用します</translation>
    </message>
    <message>
        <source>not an archive, bundle or object</source>
        <translation>アーカイブでもバンドルでもオブジェクトでもありません</translation>
    </message>
    <message>
        <source>the object has neither a &quot;kind&quot; nor a &quot;run&quot;: %1</source>
        <translation>このオブジェクトには &quot;kind&quot; も &quot;run&quot; もありません: %1</translation>
    </message>
    <message>
        <source>Waiting for %1 to be written…</source>
        <translation>%1 への書き込みを待っています…</translation>
    </message>
    <message>
        <source>record digests not computed: %1</source>
        <translation>レコードダイジェストは計算されていません: %1</translation>
    </message>
    <message>
        <source>%1 was changed or shortened by another program while it was being read; open it again</source>
        <translation>%1 は読み込み中に別のプログラムによって変更されたか短くされました。もう一度開いてください</translation>
    </message>
    <message>
        <source>the file was changed or shortened by another program after it was opened, so its bytes are no longer this record&apos;s; open it again</source>
        <translation>ファイルは開いた後に別のプログラムによって変更されたか短くされたため、そのバイトはもうこのレコードのものではありません。もう一度開いてください</translation>
    </message>
    <message numerus="yes">
        <source>the %n member(s) of the top-level object</source>
        <translation>
            <numerusform>最上位オブジェクトの %n 個のメンバー</numerusform>
        </translation>
    </message>
    <message>
        <source>the top-level object&apos;s list of members or of stored elements</source>
        <translation>最上位オブジェクトのメンバーまたは保持する要素の一覧</translation>
    </message>
    <message>
        <source>%1: too large for the memory budget: with %2 the read would take about %3 MB, more than %4 MB (3 times the decompressed size + 48 MB); nothing was loaded</source>
        <translation>%1: メモリ予算を超えます: %2 を含めると読み込みに約 %3 MB が必要で、%4 MB（展開後のサイズの 3 倍 + 48 MB）を超えます。何も読み込まれませんでした</translation>
    </message>
</context>
<context>
    <name>kie::ArchiveSession</name>
    <message>
        <source>no files to open</source>
        <translation>開くファイルがありません</translation>
    </message>
    <message numerus="yes">
        <source>Merging %n file(s)…</source>
        <translation>
            <numerusform>%n 個のファイルを結合しています…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is missing from this build</source>
        <translation>%1 はこのビルドにありません</translation>
    </message>
    <message>
        <source>%1 (embedded sample)</source>
        <translation>%1（組み込みサンプル）</translation>
    </message>
</context>
<context>
    <name>kie::ArchiveWriter</name>
    <message>
        <source>%1 &quot;%2&quot; has no source text to write</source>
        <translation>%1「%2」には書き出すソーステキストがありません</translation>
    </message>
    <message>
        <source>%1: %2; nothing was written</source>
        <translation>%1: %2。何も書き込まれていません</translation>
    </message>
</context>
<context>
    <name>kie::CaseTableModel</name>
    <message>
        <source>Correct within tolerance; timed against the reference</source>
        <translation>許容誤差内で正しい。リファレンスと比較して計測済み</translation>
    </message>
    <message>
        <source>Output has the wrong tensor shape</source>
        <translation>出力のテンソル形状が誤っています</translation>
    </message>
    <message>
        <source>Output differs from the reference beyond tolerance</source>
        <translation>出力がリファレンスと許容誤差を超えて異なります</translation>
    </message>
    <message>
        <source>Output has the wrong data type</source>
        <translation>出力のデータ型が誤っています</translation>
    </message>
    <message>
        <source>The solution failed while running</source>
        <translation>ソリューションが実行中に失敗しました</translation>
    </message>
    <message>
        <source>The solution failed to compile or build</source>
        <translation>ソリューションのコンパイルまたはビルドに失敗しました</translation>
    </message>
    <message>
        <source>The evaluation did not finish within the time limit</source>
        <translation>評価が制限時間内に終わりませんでした</translation>
    </message>
    <message>
        <source>The harness caught the solution gaming the measurement</source>
        <translation>ハーネスがソリューションによる計測の不正操作を検出しました</translation>
    </message>
    <message>
        <source>The definition&apos;s reference implementation failed to run</source>
        <translation>定義のリファレンス実装を実行できませんでした</translation>
    </message>
    <message>
        <source>Status as read; not one the explorer knows</source>
        <translation>読み込んだままのステータスです (エクスプローラーが認識しない値)</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>Axes</source>
        <translation>軸</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>レイテンシ</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>リファレンス</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>高速化率</translation>
    </message>
    <message>
        <source>Max abs. error</source>
        <translation>最大絶対誤差</translation>
    </message>
    <message>
        <source>Max rel. error</source>
        <translation>最大相対誤差</translation>
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
        <translation>ケースのワークロード UUID</translation>
    </message>
    <message>
        <source>The solution&apos;s latency on this case, as the source measured it</source>
        <translation>このケースでのソリューションのレイテンシ (ソースによる計測値)</translation>
    </message>
    <message>
        <source>The reference implementation&apos;s latency on this case</source>
        <translation>このケースでのリファレンス実装のレイテンシ</translation>
    </message>
    <message>
        <source>Reference latency / solution latency</source>
        <translation>リファレンスのレイテンシ / ソリューションのレイテンシ</translation>
    </message>
    <message>
        <source>The output held a NaN</source>
        <translation>出力に NaN が含まれていました</translation>
    </message>
    <message>
        <source>The output held an infinity</source>
        <translation>出力に無限大が含まれていました</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
</context>
<context>
    <name>kie::CitationCheck</name>
    <message>
        <source>This is not a citation the explorer wrote: it carries neither a record digest nor a permalink.</source>
        <translation>これはエクスプローラーが書いた引用ではありません。レコードダイジェストもパーマリンクも含まれていません。</translation>
    </message>
    <message>
        <source>The cited record is here, unchanged (run %1).</source>
        <translation>引用されたレコードはここにあり、変更されていません（実行 %1）。</translation>
    </message>
    <message>
        <source>A run with this title is here (run %1), but its record changed since it was cited: cited %2, here %3.</source>
        <translation>このタイトルの実行はここにあります（実行 %1）が、引用後にレコードが変更されています：引用 %2、ここ %3。</translation>
    </message>
    <message>
        <source>A run with this permalink is here (run %1), but its record changed since it was cited: cited %2, here %3.</source>
        <translation>このパーマリンクの実行はここにあります（実行 %1）が、引用後にレコードが変更されています：引用 %2、ここ %3。</translation>
    </message>
    <message>
        <source>A run with this id is here (run %1), but its record changed since it was cited: cited %2, here %3.</source>
        <translation>この ID の実行はここにあります（実行 %1）が、引用後にレコードが変更されています：引用 %2、ここ %3。</translation>
    </message>
    <message>
        <source>A run with this permalink is here (run %1), but the citation carries no record digest to tell whether its record changed.</source>
        <translation>このパーマリンクの実行はここにあります（実行 %1）が、引用にレコードダイジェストがないため、レコードが変更されたかどうかは分かりません。</translation>
    </message>
    <message>
        <source>The cited record is not in this archive (%1).</source>
        <translation>引用されたレコードはこのアーカイブにありません（%1）。</translation>
    </message>
</context>
<context>
    <name>kie::Comparability</name>
    <message>
        <source>comparability family</source>
        <translation>比較可能性ファミリー</translation>
    </message>
    <message>
        <source>harness</source>
        <translation>ハーネス</translation>
    </message>
    <message>
        <source>harness version</source>
        <translation>ハーネスのバージョン</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>タイマー</translation>
    </message>
    <message>
        <source>primary statistic</source>
        <translation>主要統計量</translation>
    </message>
    <message>
        <source>%1 reference of %2 is declared ≠ computed</source>
        <translation>%2 の %1 参照は宣言値 ≠ 計算値</translation>
    </message>
    <message>
        <source>protocol</source>
        <translation>プロトコル</translation>
    </message>
    <message>
        <source>environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>implementation</source>
        <translation>実装</translation>
    </message>
    <message>
        <source>%1 records none</source>
        <translation>%1 に記録なし</translation>
    </message>
    <message>
        <source>%1 differs (%2 vs %3)</source>
        <translation>%1 が異なる（%2 対 %3）</translation>
    </message>
    <message>
        <source>%1 (%2): %3 not checked</source>
        <translation>%1（%2）：%3 は未確認</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>library versions</source>
        <translation>ライブラリのバージョン</translation>
    </message>
    <message>
        <source>library %1 differs (%2 vs %3)</source>
        <translation>ライブラリ %1 が異なる（%2 対 %3）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>workload digest</source>
        <translation>ワークロードのダイジェスト</translation>
    </message>
    <message>
        <source>comparable</source>
        <translation>比較可能</translation>
    </message>
    <message>
        <source>comparable with caveats</source>
        <translation>条件付きで比較可能</translation>
    </message>
    <message>
        <source>not comparable</source>
        <translation>比較不可</translation>
    </message>
    <message>
        <source>timer (%1)</source>
        <translation>タイマー（%1）</translation>
    </message>
    <message>
        <source>primary statistic (%1)</source>
        <translation>主要統計量（%1）</translation>
    </message>
    <message>
        <source>Runs of this group disagree on %1</source>
        <translation>このグループの実行は %1 が一致しません</translation>
    </message>
    <message>
        <source> and </source>
        <translation> と </translation>
    </message>
</context>
<context>
    <name>kie::ComparisonModel</name>
    <message>
        <source>not recorded</source>
        <translation>記録なし</translation>
    </message>
    <message>
        <source>not in archive</source>
        <translation>アーカイブにない</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>相違あり</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>実装</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Latency (%1)</source>
        <translation>レイテンシ (%1)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>not ranked</source>
        <translation>順位なし</translation>
    </message>
    <message>
        <source>not ranked (%1)</source>
        <translation>順位なし (%1)</translation>
    </message>
    <message>
        <source>SOL score</source>
        <translation>SOL スコア</translation>
    </message>
    <message>
        <source>Speedup over reference</source>
        <translation>リファレンスに対する高速化率</translation>
    </message>
    <message>
        <source>Cases faster</source>
        <translation>高速なケース</translation>
    </message>
    <message>
        <source>Evidence level</source>
        <translation>エビデンスレベル</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>観測日</translation>
    </message>
    <message>
        <source>same day</source>
        <translation>同日</translation>
    </message>
    <message>
        <source>1 day later</source>
        <translation>1 日後</translation>
    </message>
    <message>
        <source>1 day earlier</source>
        <translation>1 日前</translation>
    </message>
    <message>
        <source>%1 days later</source>
        <translation>%1 日後</translation>
    </message>
    <message>
        <source>%1 days earlier</source>
        <translation>%1 日前</translation>
    </message>
    <message>
        <source>Harness</source>
        <translation>ハーネス</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>タイマー</translation>
    </message>
    <message>
        <source>Primary statistic</source>
        <translation>主要統計量</translation>
    </message>
    <message>
        <source>Comparability family</source>
        <translation>比較可能性ファミリー</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>アーキテクチャ</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>ベンダー</translation>
    </message>
    <message>
        <source>not in stack</source>
        <translation>スタックにない</translation>
    </message>
    <message>
        <source>Library %1 of the run&apos;s software stack</source>
        <translation>実行のソフトウェアスタックのライブラリ %1</translation>
    </message>
    <message>
        <source>added</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>no libraries recorded</source>
        <translation>ライブラリの記録なし</translation>
    </message>
    <message>
        <source>Software libraries</source>
        <translation>ソフトウェアライブラリ</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <source>#1</source>
        <translation>#1</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差分</translation>
    </message>
    <message>
        <source>other comparison group</source>
        <translation>別の比較グループ</translation>
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
        <translation>B に対する A：レイテンシは A − B、ライブラリは A のスタックで追加または削除されたもの</translation>
    </message>
</context>
<context>
    <name>kie::EvidenceLevel</name>
    <message>
        <source>source-reported</source>
        <translation>ソース報告</translation>
    </message>
    <message>
        <source>source-native</source>
        <translation>ソース自身の計測</translation>
    </message>
    <message>
        <source>controlled-rerun</source>
        <translation>管理下での再実行</translation>
    </message>
</context>
<context>
    <name>kie::Fetcher</name>
    <message>
        <source>not a valid URL: %1</source>
        <translation>有効な URL ではありません: %1</translation>
    </message>
    <message>
        <source>refused plain http: use https, or allow plain http for this URL (--allow-http)</source>
        <translation>暗号化されていない http を拒否しました: https を使うか、この URL に http を許可してください (--allow-http)</translation>
    </message>
    <message>
        <source>Plain http was allowed for this URL: anyone on the way could read or change the archive.</source>
        <translation>この URL には暗号化されていない http が許可されました。経路上の誰もがアーカイブを読んだり改ざんしたりできた可能性があります。</translation>
    </message>
    <message>
        <source>only https URLs can be fetched, not %1</source>
        <translation>取得できるのは https の URL のみです (%1 は不可)</translation>
    </message>
    <message>
        <source>the expected SHA-256 must be 64 hexadecimal digits, not &quot;%1&quot;</source>
        <translation>期待する SHA-256 は 16 進数 64 桁である必要があります (「%1」は不可)</translation>
    </message>
    <message>
        <source>the URL&apos;s #sha256= fragment must be 64 hexadecimal digits, not &quot;%1&quot;</source>
        <translation>URL の #sha256= フラグメントは 16 進数 64 桁である必要があります (「%1」は不可)</translation>
    </message>
    <message>
        <source>the expected SHA-256 (%1) and the URL&apos;s #sha256= fragment (%2) disagree</source>
        <translation>期待する SHA-256 (%1) と URL の #sha256= フラグメント (%2) が一致しません</translation>
    </message>
    <message>
        <source>cannot read the CA file %1: no PEM certificate in it</source>
        <translation>CA ファイル %1 を読み込めません: PEM 証明書が含まれていません</translation>
    </message>
    <message>
        <source>cannot create a temporary file in %1: %2</source>
        <translation>%1 に一時ファイルを作成できません: %2</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
    <message>
        <source>too large: the server announced %1, more than the limit of %2</source>
        <translation>大きすぎます: サーバーが通知したサイズ %1 は上限 %2 を超えています</translation>
    </message>
    <message>
        <source>too large: more than the limit of %1</source>
        <translation>大きすぎます: 上限 %1 を超えています</translation>
    </message>
    <message>
        <source>cannot write the downloaded file: %1</source>
        <translation>ダウンロードしたファイルを書き込めません: %1</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>Downloading %1: %2 of %3 (%4)</source>
        <translation>%1 をダウンロード中: %2 / %3 (%4)</translation>
    </message>
    <message>
        <source>Downloading %1: %2 (%3)</source>
        <translation>%1 をダウンロード中: %2 (%3)</translation>
    </message>
    <message>
        <source>redirect loop: %1 leads back to %2 again</source>
        <translation>リダイレクトのループ: %1 が再び %2 に戻ります</translation>
    </message>
    <message>
        <source>refused a redirect to %1: only https is allowed</source>
        <translation>%1 へのリダイレクトを拒否しました: https のみ許可されています</translation>
    </message>
    <message>
        <source>Could not fetch (%1); opened the copy %2.</source>
        <translation>取得できませんでした (%1)。コピー (%2) を開きました。</translation>
    </message>
    <message>
        <source>transfer ended early (expected %1 bytes, got %2)</source>
        <translation>転送が途中で終了しました (%1 バイトの予定が %2 バイト)</translation>
    </message>
    <message>
        <source>server said 304 Not Modified, but there is no cached copy to reuse</source>
        <translation>サーバーは 304 Not Modified を返しましたが、再利用できるキャッシュがありません</translation>
    </message>
    <message>
        <source>server said %1 %2</source>
        <translation>サーバーの応答: %1 %2</translation>
    </message>
    <message>
        <source>host not found: %1</source>
        <translation>ホストが見つかりません: %1</translation>
    </message>
    <message>
        <source>the server %1 refused the connection</source>
        <translation>サーバー %1 が接続を拒否しました</translation>
    </message>
    <message>
        <source>secure connection failed: %1</source>
        <translation>安全な接続に失敗しました: %1</translation>
    </message>
    <message>
        <source>certificate not trusted because %1</source>
        <translation>証明書を信頼できません。理由: %1</translation>
    </message>
    <message>
        <source>refused a redirect from https to plain http</source>
        <translation>https から暗号化されていない http へのリダイレクトを拒否しました</translation>
    </message>
    <message>
        <source>too many redirects (more than %1)</source>
        <translation>リダイレクトが多すぎます (%1 回超)</translation>
    </message>
    <message>
        <source>transfer ended early: the server closed the connection after %1 bytes</source>
        <translation>転送が途中で終了しました: サーバーが %1 バイト後に接続を閉じました</translation>
    </message>
    <message>
        <source>the server closed the connection without answering</source>
        <translation>サーバーが応答せずに接続を閉じました</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>タイムアウトしました</translation>
    </message>
    <message>
        <source>network error: %1</source>
        <translation>ネットワークエラー: %1</translation>
    </message>
    <message>
        <source>the server sent an empty file</source>
        <translation>サーバーが空のファイルを送信しました</translation>
    </message>
    <message>
        <source>digest mismatch: expected sha256 %1, got %2</source>
        <translation>ダイジェストが一致しません: 期待値 sha256 %1、実際 %2</translation>
    </message>
    <message>
        <source>Checking and storing %1…</source>
        <translation>%1 を検証して保存しています…</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセルされました</translation>
    </message>
    <message>
        <source>timed out: no data for %1</source>
        <translation>タイムアウトしました: %1 の間データがありません</translation>
    </message>
    <message>
        <source>timed out: the transfer took longer than the deadline of %1</source>
        <translation>タイムアウトしました: 転送が期限の %1 を超えました</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>cannot read back the downloaded file: %1</source>
        <translation>ダウンロードしたファイルを読み戻せません: %1</translation>
    </message>
    <message>
        <source>refused the compressed body: %1</source>
        <translation>圧縮された本文を拒否しました: %1</translation>
    </message>
    <message>
        <source>fetched %1 from %2</source>
        <translation>%1 に %2 から取得</translation>
    </message>
</context>
<context>
    <name>kie::Figure</name>
    <message>
        <source>no status</source>
        <translation>ステータスなし</translation>
    </message>
    <message>
        <source>comparison group %1</source>
        <translation>比較グループ %1</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1 (実行 %2)</translation>
    </message>
    <message>
        <source>#1 %1</source>
        <translation>#1 %1</translation>
    </message>
    <message>
        <source>Highlighted: %1, not ranked (%2)</source>
        <translation>強調表示: %1、順位なし (%2)</translation>
    </message>
    <message>
        <source>Not ranked: %1</source>
        <translation>順位なし: %1</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>実行 %1</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>グループ %1</translation>
    </message>
    <message>
        <source>accessed %1</source>
        <translation>アクセス日 %1</translation>
    </message>
    <message>
        <source>p (speedup over the reference, ×)</source>
        <translation>p (リファレンスに対する高速化率、×)</translation>
    </message>
    <message>
        <source>fast_p (share of cases)</source>
        <translation>fast_p (ケースの割合)</translation>
    </message>
    <message>
        <source>%1 latency</source>
        <translation>%1 レイテンシ</translation>
    </message>
    <message>
        <source>rank (best first)</source>
        <translation>順位 (上位から)</translation>
    </message>
    <message>
        <source>%1 latency (%2)</source>
        <translation>%1 レイテンシ (%2)</translation>
    </message>
    <message>
        <source>No runs in this group.</source>
        <translation>このグループに実行はありません。</translation>
    </message>
    <message>
        <source>No ranked runs in this group: %1</source>
        <translation>このグループに順位付きの実行はありません: %1</translation>
    </message>
    <message>
        <source> (%1/%2 correct)</source>
        <translation> (%2 件中 %1 件正解)</translation>
    </message>
    <message>
        <source>No run in this group has per-case results, so there is no fast_p curve.</source>
        <translation>このグループにはケースごとの結果を持つ実行がないため、fast_p 曲線はありません。</translation>
    </message>
    <message>
        <source>fast_p: %1 of %2 cases correct</source>
        <translation>fast_p: %2 ケース中 %1 ケースが正解</translation>
    </message>
    <message>
        <source>Highlighted: #%1 of %2 %3 (run %4), %5× the baseline on average</source>
        <translation>強調表示: %2 %3 中 #%1 (実行 %4)、平均でベースラインの %5×</translation>
    </message>
    <message>
        <source>#1 %1, %2× the baseline on average</source>
        <translation>#1 %1、平均でベースラインの %2×</translation>
    </message>
    <message>
        <source>Not scored (no baseline): %1</source>
        <translation>スコアなし (ベースラインなし): %1</translation>
    </message>
    <message>
        <source>No author could be scored: no workload has a baseline.</source>
        <translation>スコアを付けられる作成者がいません: ベースラインを持つワークロードがありません。</translation>
    </message>
    <message numerus="yes">
        <source>runs: %n</source>
        <translation>
            <numerusform>実行: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 figure is not available in this version.</source>
        <translation>このバージョンでは %1 図は利用できません。</translation>
    </message>
    <message>
        <source>no comparison group has the key %1</source>
        <translation>キー %1 を持つ比較グループはありません</translation>
    </message>
    <message>
        <source>%1 comparison groups have keys starting with %2</source>
        <translation>キーが %2 で始まる比較グループが %1 個あります</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more file(s)</source>
        <translation>
            <numerusform>%1 ほか %n 件のファイル</numerusform>
        </translation>
    </message>
    <message>
        <source>speedup per case</source>
        <translation>ケースごとの高速化率</translation>
    </message>
    <message>
        <source>No run in this group has per-case results, so there is no heatmap.</source>
        <translation>このグループにはケースごとの結果を持つランがないため、ヒートマップはありません。</translation>
    </message>
    <message>
        <source>Leaderboard · definitions × authors · speedup over the baseline</source>
        <translation>リーダーボード · 定義 × 作成者 · ベースラインに対する高速化率</translation>
    </message>
    <message>
        <source>No author could be scored in any definition: no workload has a baseline.</source>
        <translation>どの定義でも作成者を採点できませんでした: ベースラインを持つワークロードがありません。</translation>
    </message>
    <message>
        <source>Scored cells: %1; failed (scored 0, crossed): %2; grey: not attempted or no baseline</source>
        <translation>採点済みのセル: %1; 失敗 (0 点、×印): %2; 灰色: 未実施またはベースラインなし</translation>
    </message>
    <message numerus="yes">
        <source>Leaderboard · definitions: %n · fast_p of each author</source>
        <translation>
            <numerusform>リーダーボード · 定義: %n · 作成者ごとの fast_p</numerusform>
        </translation>
    </message>
    <message>
        <source>Highlighted: #%1 of %2 %3 (run %4)</source>
        <translation>強調表示: %2 %3 中 #%1 (ラン %4)</translation>
    </message>
    <message numerus="yes">
        <source>Not drawn: %n more author(s) below the top %1</source>
        <translation>
            <numerusform>描画していません: 上位 %1 より下の作成者 %n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>speedup over the baseline (×)</source>
        <translation>ベースラインに対する高速化率 (×)</translation>
    </message>
    <message>
        <source>speedup over the reference (×)</source>
        <translation>参照に対する高速化率 (×)</translation>
    </message>
    <message>
        <source>accessed %1 to %2</source>
        <translation>アクセス日 %1 から %2</translation>
    </message>
    <message>
        <source>runs failing integrity ranked</source>
        <translation>整合性検査に失敗した実行も順位付け</translation>
    </message>
    <message>
        <source>Ranked although %1, for inspection: 1 run</source>
        <translation>%1 ですが確認のため順位付け：1 件</translation>
    </message>
    <message>
        <source>Ranked although %1, for inspection: %2 runs</source>
        <translation>%1 ですが確認のため順位付け：%2 件</translation>
    </message>
    <message>
        <source>Highlighted: #%1 of %2 %3, %4</source>
        <translation>強調表示：%3で %2 件中 #%1、%4</translation>
    </message>
    <message>
        <source>, ranked although %1</source>
        <translation>、%1 ですが順位付け済み</translation>
    </message>
</context>
<context>
    <name>kie::FilterQuery</name>
    <message>
        <source>Unknown filter field %1; use one of: %2</source>
        <translation>不明なフィルターフィールド %1。次のいずれかを使用してください: %2</translation>
    </message>
    <message>
        <source>A digest prefix is hexadecimal digits (0-9, a-f), optionally after “sha256:”</source>
        <translation>ダイジェストのプレフィックスは 16 進数字 (0-9、a-f) です。先頭に「sha256:」を付けてもかまいません</translation>
    </message>
    <message>
        <source>“%1:=” cannot compare a whole %1; %1:text finds text inside it</source>
        <translation>「%1:=」では %1 全体を比較できません。%1:テキスト でその中のテキストを検索します</translation>
    </message>
</context>
<context>
    <name>kie::Formatting</name>
    <message>
        <source>not a number</source>
        <translation>数値ではありません</translation>
    </message>
    <message>
        <source>SOL %1</source>
        <translation>SOL %1</translation>
    </message>
    <message>
        <source>%1× reference</source>
        <translation>リファレンスの %1 倍</translation>
    </message>
    <message>
        <source>%1/%2 cases faster</source>
        <translation>%1/%2 ケースで高速</translation>
    </message>
    <message numerus="yes">
        <source>… (%n more character(s))</source>
        <translation>
            <numerusform>…（ほかに %n 文字）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::Gzip</name>
    <message>
        <source>not gzip data</source>
        <translation>gzip データではありません</translation>
    </message>
    <message>
        <source>cannot start zlib</source>
        <translation>zlib を開始できません</translation>
    </message>
    <message>
        <source>refused: more than %1 bytes of whitespace before the first value</source>
        <translation>拒否: 最初の値の前に %1 バイトを超える空白があります</translation>
    </message>
    <message>
        <source>the gzip data is truncated (after %1 decompressed bytes)</source>
        <translation>gzip データが途中で切れています (展開後 %1 バイトの後)</translation>
    </message>
    <message>
        <source>corrupt gzip data after %1 decompressed bytes: %2</source>
        <translation>展開後 %1 バイトの後に壊れた gzip データ: %2</translation>
    </message>
    <message>
        <source>gzip member %1 at byte %2 is damaged (%3); the data after byte %4 is not read</source>
        <translation>バイト %2 の gzip メンバー %1 が壊れています (%3)。バイト %4 以降のデータは読み込まれません</translation>
    </message>
    <message>
        <source>refused: decompresses to more than %1 bytes (the limit)</source>
        <translation>拒否: 展開すると %1 バイト (上限) を超えます</translation>
    </message>
    <message>
        <source>refused as a likely gzip bomb: %1 bytes inflate to more than %2 (over %3:1)</source>
        <translation>gzip 爆弾の疑いで拒否: %1 バイトが %2 を超えて展開されます (%3:1 超)</translation>
    </message>
    <message numerus="yes">
        <source>trailing data after gzip member %1 at byte %2 (%n byte(s), not a gzip member); ignored</source>
        <translation>
            <numerusform>バイト %2 の gzip メンバー %1 の後に余分なデータがあります (%n バイト、gzip メンバーではありません)。無視しました</numerusform>
        </translation>
    </message>
    <message>
        <source>the data is empty</source>
        <translation>データが空です</translation>
    </message>
    <message>
        <source>the data holds only whitespace</source>
        <translation>データは空白のみです</translation>
    </message>
    <message>
        <source>not a run archive, manifest bundle, object or JSON Lines: expected &apos;{&apos; at byte %1, found &apos;%2&apos; (byte 0x%3)</source>
        <translation>ラン アーカイブ、マニフェスト バンドル、オブジェクト、JSON Lines のいずれでもありません: バイト %1 に &apos;{&apos; が必要ですが &apos;%2&apos; (バイト 0x%3) がありました</translation>
    </message>
    <message>
        <source>not a run archive, manifest bundle, object or JSON Lines: expected &apos;&quot;&apos; or &apos;}&apos; after &apos;{&apos; at byte %1, found &apos;%2&apos; (byte 0x%3)</source>
        <translation>ラン アーカイブ、マニフェスト バンドル、オブジェクト、JSON Lines のいずれでもありません: バイト %1 の &apos;{&apos; の後に &apos;&quot;&apos; または &apos;}&apos; が必要ですが &apos;%2&apos; (バイト 0x%3) がありました</translation>
    </message>
    <message>
        <source>the data is %1, not UTF-8, the encoding archives are in (RFC 8259 §8.1): convert it first, for example with iconv -f %1 -t UTF-8</source>
        <translation>データは UTF-8 ではなく %1 です。アーカイブは UTF-8 で書かれます (RFC 8259 §8.1)。先に変換してください。例: iconv -f %1 -t UTF-8</translation>
    </message>
</context>
<context>
    <name>kie::IntegritySummary</name>
    <message>
        <source>An object carried with this run is not the one it declares: it was altered or belongs to another run</source>
        <translation>この実行に同梱されたオブジェクトは宣言されたものではありません。改変されたか、別の実行のものです</translation>
    </message>
    <message>
        <source>An attestation about this run has a signature that does not verify</source>
        <translation>この実行に関する証明に、検証できない署名があります</translation>
    </message>
    <message>
        <source>Some declared references have no object in this file to check them against; nothing in it contradicts them</source>
        <translation>宣言された参照の一部は、照合できるオブジェクトがこのファイルにありません。ファイル内に矛盾するものはありません</translation>
    </message>
    <message>
        <source>Every declared reference verified</source>
        <translation>宣言されたすべての参照が検証済みです</translation>
    </message>
    <message>
        <source>The run declares no references</source>
        <translation>この実行は参照を宣言していません</translation>
    </message>
    <message>
        <source>%1 run</source>
        <translation>%1 件の実行</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 件の実行</translation>
    </message>
    <message>
        <source>%1 verified</source>
        <translation>検証済み %1</translation>
    </message>
    <message>
        <source>%1 declared ≠ computed</source>
        <translation>宣言値 ≠ 計算値 %1</translation>
    </message>
    <message>
        <source>%1 invalid signature</source>
        <translation>無効な署名 %1</translation>
    </message>
    <message>
        <source>%1 invalid signatures</source>
        <translation>無効な署名 %1</translation>
    </message>
    <message>
        <source>%1 not in archive</source>
        <translation>アーカイブにない %1</translation>
    </message>
    <message>
        <source>%1 valid signature</source>
        <translation>有効な署名 %1</translation>
    </message>
    <message>
        <source>%1 valid signatures</source>
        <translation>有効な署名 %1</translation>
    </message>
    <message>
        <source>%1 unsigned attestation</source>
        <translation>署名なしの証明 %1</translation>
    </message>
    <message>
        <source>%1 unsigned attestations</source>
        <translation>署名なしの証明 %1</translation>
    </message>
</context>
<context>
    <name>kie::JsonScan</name>
    <message>
        <source>expected a &quot;key&quot;: value member</source>
        <translation>&quot;キー&quot;: 値 の形式のメンバーが必要です</translation>
    </message>
    <message>
        <source>expected a member after &apos;,&apos;</source>
        <translation>&apos;,&apos; の後にメンバーが必要です</translation>
    </message>
    <message>
        <source>a member has no value</source>
        <translation>値のないメンバーがあります</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>予期しない &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not close &apos;%2&apos;</source>
        <translation>&apos;%1&apos; は &apos;%2&apos; を閉じません</translation>
    </message>
    <message>
        <source>unexpected &apos;:&apos;</source>
        <translation>予期しない &apos;:&apos;</translation>
    </message>
    <message>
        <source>expected a string key</source>
        <translation>文字列のキーが必要です</translation>
    </message>
    <message>
        <source>no JSON value</source>
        <translation>JSON 値がありません</translation>
    </message>
    <message>
        <source>expected &apos;{&apos; or &apos;[&apos;</source>
        <translation>&apos;{&apos; または &apos;[&apos; が必要です</translation>
    </message>
    <message>
        <source>inside a string</source>
        <translation>文字列の途中</translation>
    </message>
    <message numerus="yes">
        <source>with %n unclosed bracket(s)</source>
        <translation>
            <numerusform>閉じていない括弧 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>the input ends too early (%1)</source>
        <translation>入力が途中で終わっています (%1)</translation>
    </message>
</context>
<context>
    <name>kie::KeyFile</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>フォルダー %1 を作成できません</translation>
    </message>
    <message>
        <source>no signing key at %1 (make one with &apos;keygen&apos; or in Settings &gt; Signing key)</source>
        <translation>%1 に署名鍵がありません（&apos;keygen&apos; または 設定 &gt; 署名鍵 で作成してください）</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 は通常のファイルではありません</translation>
    </message>
    <message>
        <source>refusing to use the signing key %1: it is readable or writable by others (mode %2); run &apos;chmod 600 %1&apos; if nobody else has had access to it, or make a new key</source>
        <translation>署名鍵 %1 は使用しません: 他のユーザーが読み書きできます（モード %2）。誰もアクセスしていなければ &apos;chmod 600 %1&apos; を実行するか、新しい鍵を作成してください</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>cannot read the passphrase file %1: %2</source>
        <translation>パスフレーズファイル %1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>the passphrase file %1 is empty</source>
        <translation>パスフレーズファイル %1 は空です</translation>
    </message>
</context>
<context>
    <name>kie::Leaderboard</name>
    <message>
        <source>%1 (not ranked: %2)</source>
        <translation>%1（順位なし：%2）</translation>
    </message>
</context>
<context>
    <name>kie::LeaderboardModel</name>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (作成者 %2)</translation>
    </message>
    <message>
        <source>(no author)</source>
        <translation>(作成者なし)</translation>
    </message>
    <message>
        <source>%1 of %2 comparisons</source>
        <translation>%2 件中 %1 件の比較</translation>
    </message>
    <message>
        <source>no baseline</source>
        <translation>ベースラインなし</translation>
    </message>
    <message>
        <source>Mean over definitions of the best solution&apos;s mean ratio (baseline latency ÷ latency); a solution with any case that did not pass scores 0</source>
        <translation>定義ごとの最良ソリューションの平均比 (ベースラインのレイテンシ ÷ レイテンシ) の、定義全体での平均。合格しなかったケースが 1 つでもあるソリューションのスコアは 0</translation>
    </message>
    <message>
        <source>Share of definitions whose best solution passed every case</source>
        <translation>最良ソリューションがすべてのケースに合格した定義の割合</translation>
    </message>
    <message>
        <source>Mean over definitions of the share of workloads faster than the baseline</source>
        <translation>ベースラインより高速なワークロードの割合の、定義全体での平均</translation>
    </message>
    <message>
        <source>Comparison groups where one of its runs ranks #1</source>
        <translation>いずれかの実行が #1 になっている比較グループ</translation>
    </message>
    <message>
        <source>Comparisons made ÷ (workloads with a baseline × solutions), over every definition</source>
        <translation>実施した比較数 ÷ (ベースラインを持つワークロード × ソリューション)、全定義での合計</translation>
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
        <translation>ソリューション</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作成者</translation>
    </message>
    <message>
        <source>Avg speedup</source>
        <translation>平均高速化率</translation>
    </message>
    <message>
        <source>Definitions</source>
        <translation>定義</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>#1 finishes</source>
        <translation>#1 獲得数</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>カバレッジ</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>Incorrect</source>
        <translation>不正解</translation>
    </message>
    <message>
        <source>Runtime error</source>
        <translation>実行時エラー</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message numerus="yes">
        <source>%n marked</source>
        <translation>
            <numerusform>%n 件に印</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left out</source>
        <translation>
            <numerusform>%n 件を除外</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) with a declared ≠ computed reference, ranked and scored for inspection</source>
        <translation>
            <numerusform>参照が「宣言 ≠ 計算」の実行 %n 件（確認のため順位付け・採点済み）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) left out of every score: declared ≠ computed. Click to list them in the run table</source>
        <translation>
            <numerusform>%n 件の実行をすべての採点から除外：宣言 ≠ 計算。クリックで実行表に一覧表示</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs with a declared ≠ computed reference, ranked and scored for inspection (marked)</source>
        <translation>参照が「宣言 ≠ 計算」の実行（確認のため順位付け・採点、印付き）</translation>
    </message>
    <message>
        <source>Runs with a declared ≠ computed reference: left out of every score, baseline and #1 finish. Click to list them</source>
        <translation>参照が「宣言 ≠ 計算」の実行：すべての採点・基準・1 位から除外。クリックで一覧表示</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>整合性</translation>
    </message>
</context>
<context>
    <name>kie::NavigatorModel</name>
    <message>
        <source>All runs</source>
        <translation>すべての実行</translation>
    </message>
    <message>
        <source>Every run in the file; comparison groups: %1</source>
        <translation>ファイル内のすべての実行。比較グループ: %1</translation>
    </message>
    <message>
        <source>(benchmark not recorded)</source>
        <translation>(ベンチマークの記録なし)</translation>
    </message>
    <message>
        <source>(hardware not in archive)</source>
        <translation>(ハードウェアがアーカイブにない)</translation>
    </message>
    <message>
        <source>Comparison key %1
Ranked by %2 latency; %3 ranked, %4 unranked</source>
        <translation>比較キー %1
%2 レイテンシで順位付け。順位あり %3、順位なし %4</translation>
    </message>
    <message>
        <source>Runs: %1, ranked: %2</source>
        <translation>実行: %1、順位あり: %2</translation>
    </message>
    <message>
        <source>Benchmark / hardware / group</source>
        <translation>ベンチマーク / ハードウェア / グループ</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Files (%1)</source>
        <translation>ファイル (%1)</translation>
    </message>
    <message>
        <source>The files open together in this workspace</source>
        <translation>このワークスペースで一緒に開いているファイル</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>問題 %n 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::NoteStore</name>
    <message>
        <source>note store %1: %2</source>
        <translation>ノートストア %1: %2</translation>
    </message>
    <message>
        <source>the note store is already open</source>
        <translation>ノートストアはすでに開いています</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>フォルダー %1 を作成できません</translation>
    </message>
    <message>
        <source>cannot open the note store %1: %2</source>
        <translation>ノートストア %1 を開けません: %2</translation>
    </message>
    <message>
        <source>the note store %1 was written by a newer version (schema %2; this one knows %3)</source>
        <translation>ノートストア %1 は新しいバージョンで書かれています（スキーマ %2、このバージョンは %3 まで）</translation>
    </message>
    <message>
        <source>no note %1</source>
        <translation>ノート %1 はありません</translation>
    </message>
    <message>
        <source>a signed note cannot be changed; add a new version instead</source>
        <translation>署名済みのノートは変更できません。代わりに新しい版を追加してください</translation>
    </message>
    <message>
        <source>cannot use the note store %1: it is not a database (%2)</source>
        <translation>メモ保存先 %1 を使えません: データベースではありません (%2)</translation>
    </message>
    <message>
        <source>the note store %1 is damaged (%2): the notes that can still be read are shown, read-only; move the file away to start a new store</source>
        <translation>メモ保存先 %1 が破損しています (%2): まだ読めるメモを読み取り専用で表示します。新しい保存先を始めるにはファイルを別の場所へ移してください</translation>
    </message>
    <message>
        <source>cannot use the note store %1: not a database, or it cannot be written (%2)</source>
        <translation>メモ保存先 %1 を使えません: データベースでないか、書き込めません (%2)</translation>
    </message>
    <message>
        <source>the note store is not open</source>
        <translation>メモ保存先が開かれていません</translation>
    </message>
    <message>
        <source>the note store %1 was removed or replaced by another program after it was opened</source>
        <translation>ノートストア %1 は開いた後に別のプログラムによって削除または置き換えられました</translation>
    </message>
    <message>
        <source>cannot read the note store %1: %2</source>
        <translation>ノートストア %1 を読めません: %2</translation>
    </message>
    <message>
        <source>the note store %1 was overwritten by another program after it was opened: it is no longer a database</source>
        <translation>ノートストア %1 は開いた後に別のプログラムによって上書きされました: もうデータベースではありません</translation>
    </message>
    <message>
        <source>the note store %1 was shortened by another program after it was opened</source>
        <translation>ノートストア %1 は開いた後に別のプログラムによって切り詰められました</translation>
    </message>
</context>
<context>
    <name>kie::Ranking</name>
    <message>
        <source>no status recorded</source>
        <translation>ステータスの記録なし</translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>ステータス %1</translation>
    </message>
    <message>
        <source>no %1 latency recorded</source>
        <translation>%1 レイテンシの記録なし</translation>
    </message>
    <message>
        <source>%1 latency is not a finite number</source>
        <translation>%1 レイテンシが有限の数値ではありません</translation>
    </message>
    <message>
        <source>%1 latency %2 ns is not above zero</source>
        <translation>%1 レイテンシ %2 ns が 0 より大きくありません</translation>
    </message>
    <message numerus="yes">
        <source>in this workspace of %n files</source>
        <translation>
            <numerusform>%n 個のファイルからなるこのワークスペース内</numerusform>
        </translation>
    </message>
    <message>
        <source>in this file</source>
        <translation>このファイル内</translation>
    </message>
</context>
<context>
    <name>kie::RecordExtractor</name>
    <message>
        <source>empty record</source>
        <translation>空のレコード</translation>
    </message>
    <message>
        <source>a record must be an object, not %1</source>
        <translation>レコードはオブジェクトである必要があります (%1は不可)</translation>
    </message>
    <message>
        <source>an object needs a &quot;kind&quot; (or, as a bundle, a &quot;run&quot;)</source>
        <translation>オブジェクトには &quot;kind&quot; (バンドルの場合は &quot;run&quot;) が必要です</translation>
    </message>
    <message>
        <source>bundle member &quot;%1&quot; is not an object with a kind; ignored</source>
        <translation>バンドルのメンバー &quot;%1&quot; は kind を持つオブジェクトではありません。無視しました</translation>
    </message>
    <message>
        <source>duplicate bundle member &quot;%1&quot;; the first one is used</source>
        <translation>バンドルのメンバー &quot;%1&quot; が重複しています。最初のものを使用します</translation>
    </message>
    <message>
        <source>&quot;attestations&quot; must be an array; ignored</source>
        <translation>&quot;attestations&quot; は配列である必要があります。無視しました</translation>
    </message>
    <message>
        <source>bundle member &quot;%1&quot; is a %2, not a %3</source>
        <translation>バンドルのメンバー &quot;%1&quot; は %2 であり、%3 ではありません</translation>
    </message>
    <message>
        <source>the bundle has no &quot;run&quot; object</source>
        <translation>バンドルに &quot;run&quot; オブジェクトがありません</translation>
    </message>
    <message>
        <source>the archive&apos;s metadata is %1, not an object</source>
        <translation>アーカイブの metadata が%1です (オブジェクトではありません)</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>配列</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>真偽値</translation>
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
        <translation>true または false</translation>
    </message>
    <message>
        <source>an object of strings</source>
        <translation>文字列のオブジェクト</translation>
    </message>
    <message>
        <source>%1 is %2, expected %3; left empty</source>
        <translation>%1 は%2ですが、%3である必要があります。空のままにしました</translation>
    </message>
    <message>
        <source>spec.status is missing; shown as unknown</source>
        <translation>spec.status がありません。不明として表示します</translation>
    </message>
    <message>
        <source>spec.cases has %1 where a case object belongs; skipped</source>
        <translation>spec.cases のケースオブジェクトの位置に%1があります。スキップしました</translation>
    </message>
    <message>
        <source>spec.artifacts has %1 where an artifact object belongs; skipped</source>
        <translation>spec.artifacts のアーティファクトオブジェクトの位置に%1があります。スキップしました</translation>
    </message>
    <message>
        <source>spec.subject (the attested run&apos;s digest) is missing</source>
        <translation>spec.subject (証明対象の実行のダイジェスト) がありません</translation>
    </message>
    <message>
        <source>the object has no apiVersion; read as kernelindex.dev/v1alpha1</source>
        <translation>オブジェクトに apiVersion がありません。kernelindex.dev/v1alpha1 として読み込みました</translation>
    </message>
    <message>
        <source>apiVersion &quot;%1&quot; is not kernelindex.dev/v1alpha1; read as such</source>
        <translation>apiVersion &quot;%1&quot; は kernelindex.dev/v1alpha1 ではありませんが、そのように読み込みました</translation>
    </message>
    <message>
        <source>the %1 has no spec</source>
        <translation>%1 に spec がありません</translation>
    </message>
    <message>
        <source>&quot;kind&quot; is not a string; kept as an object of unknown kind</source>
        <translation>&quot;kind&quot; が文字列ではありません。種類不明のオブジェクトとして保持しました</translation>
    </message>
    <message>
        <source>an object needs a &quot;kind&quot; (or, as a bundle, a &quot;run&quot;): %1</source>
        <translation>オブジェクトには &quot;kind&quot;（バンドルなら &quot;run&quot;）が必要です: %1</translation>
    </message>
    <message>
        <source>bundle member &quot;%1&quot; is not a role of a manifest bundle (run, protocol, environment, workload, implementation, attestations); its object is read but stands in no role</source>
        <translation>バンドルのメンバー &quot;%1&quot; はマニフェストバンドルのロール (run, protocol, environment, workload, implementation, attestations) ではありません。オブジェクトは読み込みますが、どのロールにも属しません</translation>
    </message>
    <message>
        <source>record %1 at line %2 (%3)</source>
        <translation>%2 行目のレコード %1（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n MB of JSON</source>
        <translation>
            <numerusform>%n MB の JSON</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the record (%n MB) is too large to parse in the memory this process may take</source>
        <translation>
            <numerusform>レコード（%n MB）は大きすぎて、このプロセスが使えるメモリでは解析できません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation>
            <numerusform>%n 件のケース</numerusform>
        </translation>
    </message>
    <message>
        <source>its digest</source>
        <translation>そのダイジェスト</translation>
    </message>
    <message numerus="yes">
        <source>a string of %n KB</source>
        <translation>
            <numerusform>%n KB の文字列</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n member(s) of &quot;%1&quot;</source>
        <translation>
            <numerusform>&quot;%1&quot; の %n 個のメンバー</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::RecordVersionsModel</name>
    <message>
        <source>(absent)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <source>Old version</source>
        <translation>旧バージョン</translation>
    </message>
    <message>
        <source>New version</source>
        <translation>新バージョン</translation>
    </message>
</context>
<context>
    <name>kie::ReferenceState</name>
    <message>
        <source>verified</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>declared ≠ computed</source>
        <translation>宣言値 ≠ 計算値</translation>
    </message>
    <message>
        <source>not in archive</source>
        <translation>アーカイブにない</translation>
    </message>
    <message>
        <source>not declared</source>
        <translation>宣言なし</translation>
    </message>
    <message>
        <source>another object in the file has the declared digest; the one carried with the run does not</source>
        <translation>ファイル内の別のオブジェクトは宣言されたダイジェストを持ちますが、実行に同梱されたものは持ちません</translation>
    </message>
</context>
<context>
    <name>kie::RunFacts</name>
    <message>
        <source>Marked %1 by the source (evidence: source-reported)</source>
        <translation>ソースにより %1 とされています (エビデンス: source-reported)</translation>
    </message>
    <message>
        <source>Measured by the benchmark&apos;s own harness: %1 (evidence: source-native)</source>
        <translation>ベンチマーク自身のハーネスで測定: %1 (エビデンス: source-native)</translation>
    </message>
    <message>
        <source>Rerun under the index&apos;s control: %1 (evidence: controlled-rerun)</source>
        <translation>インデックスの管理下で再実行: %1 (エビデンス: controlled-rerun)</translation>
    </message>
    <message>
        <source>Status %1; evidence level “%2” is not one the format defines</source>
        <translation>ステータス %1。エビデンスレベル「%2」は形式で定義されていません</translation>
    </message>
    <message>
        <source>Marked %1 by the source; the evidence level was not recorded</source>
        <translation>ソースにより %1 とされています。エビデンスレベルは記録されていません</translation>
    </message>
    <message>
        <source>Status %1 as recorded; the evidence level was not recorded</source>
        <translation>記録上のステータスは %1。エビデンスレベルは記録されていません</translation>
    </message>
    <message>
        <source>Marked %1 by the source</source>
        <translation>ソースにより %1 とされています</translation>
    </message>
    <message>
        <source>Status %1</source>
        <translation>ステータス %1</translation>
    </message>
    <message>
        <source>policy: %1</source>
        <translation>ポリシー: %1</translation>
    </message>
    <message>
        <source>policy (from the protocol): %1</source>
        <translation>ポリシー (プロトコルより): %1</translation>
    </message>
    <message>
        <source>the correctness policy was not published</source>
        <translation>正確性のポリシーは公開されていません</translation>
    </message>
    <message>
        <source>Not in a comparison group</source>
        <translation>比較グループに属していません</translation>
    </message>
    <message>
        <source>not ranked</source>
        <translation>順位なし</translation>
    </message>
    <message>
        <source>No %1 latency recorded</source>
        <translation>%1 レイテンシの記録なし</translation>
    </message>
    <message>
        <source>over %1 of %2 cases, the passed ones</source>
        <translation>%2 ケース中 %1 ケース（合格したもの）の値</translation>
    </message>
    <message>
        <source>No SOL score, speedup or cases-faster figures recorded</source>
        <translation>SOL スコア、高速化率、高速なケース数のいずれも記録なし</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>記録なし</translation>
    </message>
    <message>
        <source>%1 (source time, zone not recorded)</source>
        <translation>%1（ソースの時刻、タイムゾーン記録なし）</translation>
    </message>
    <message>
        <source>Observed %1 · published %2</source>
        <translation>観測日 %1 · 公開日 %2</translation>
    </message>
    <message>
        <source>Reproduction</source>
        <translation>再現</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>作成者 %1</translation>
    </message>
    <message>
        <source>No attestations yet.</source>
        <translation>証明はまだありません。</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>実行 %1</translation>
    </message>
    <message>
        <source>No artifacts published with this run.</source>
        <translation>この実行とともに公開されたアーティファクトはありません。</translation>
    </message>
    <message>
        <source>Rank %1 of %2 %3</source>
        <translation>%3で %2 件中 %1 位</translation>
    </message>
    <message>
        <source>, ranked although %1 (runs that fail integrity are ranked for inspection)</source>
        <translation>、%1 ですが順位付け済み（整合性検査に失敗した実行を確認のため順位付けしています）</translation>
    </message>
    <message>
        <source>Unranked %1 (%2 ranked): %3</source>
        <translation>%1で順位なし（%2 件が順位付け済み）：%3</translation>
    </message>
</context>
<context>
    <name>kie::RunLookup</name>
    <message numerus="yes">
        <source>%n runs match &quot;%1&quot;; name one by its record digest.</source>
        <translation>
            <numerusform>%n 件の実行が「%1」に一致します。レコードダイジェストで指定してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>The file holds no run.</source>
        <translation>ファイルに実行が含まれていません。</translation>
    </message>
    <message>
        <source>No run has the id, name or record digest &quot;%1&quot;.</source>
        <translation>ID、名前、レコードダイジェストが「%1」の実行はありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too short for a digest prefix: give at least 8 hex digits.</source>
        <translation>「%1」はダイジェストの接頭辞として短すぎます。16 進数で 8 桁以上指定してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n runs have a record digest starting with &quot;%1&quot;; give more digits, or name one by its run id or metadata.name.</source>
        <translation>
            <numerusform>%n 件の実行のレコードダイジェストが「%1」で始まります。桁を増やすか、実行 ID または metadata.name で指定してください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::RunStatus</name>
    <message>
        <source>passed</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>kie::RunTableModel</name>
    <message>
        <source>The run&apos;s environment is not in this file</source>
        <translation>この実行の実行環境はこのファイルにありません</translation>
    </message>
    <message>
        <source>No %1 latency recorded</source>
        <translation>%1 レイテンシの記録なし</translation>
    </message>
    <message>
        <source>%1 latency %2 (%3 ns)</source>
        <translation>%1 レイテンシ %2 (%3 ns)</translation>
    </message>
    <message>
        <source>Not ranked: %1</source>
        <translation>順位なし: %1</translation>
    </message>
    <message>
        <source>Not ranked</source>
        <translation>順位なし</translation>
    </message>
    <message>
        <source>No SOL score recorded</source>
        <translation>SOL スコアの記録なし</translation>
    </message>
    <message>
        <source>No speedup over the reference recorded</source>
        <translation>リファレンスに対する高速化率の記録なし</translation>
    </message>
    <message>
        <source>No per-case speedup counts recorded</source>
        <translation>ケースごとの高速化件数の記録なし</translation>
    </message>
    <message>
        <source>Observation time not recorded</source>
        <translation>観測日時の記録なし</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>実装</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>ベンチマーク</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>SOL</source>
        <translation>SOL</translation>
    </message>
    <message>
        <source>×reference</source>
        <translation>×リファレンス</translation>
    </message>
    <message>
        <source>Cases faster</source>
        <translation>高速なケース</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>エビデンス</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>観測日</translation>
    </message>
    <message>
        <source>The latency statistic the run&apos;s comparison group ranks by</source>
        <translation>この実行の比較グループが順位付けに使うレイテンシ統計量</translation>
    </message>
    <message>
        <source>Speed-of-light score reported by the source (1 is the hardware limit)</source>
        <translation>ソースが報告した Speed-of-Light スコア (1 がハードウェアの限界)</translation>
    </message>
    <message>
        <source>Mean speedup over the reference implementation, as reported by the source</source>
        <translation>リファレンス実装に対する平均高速化率 (ソースの報告値)</translation>
    </message>
    <message>
        <source>Workload cases faster than the reference</source>
        <translation>リファレンスより高速だったワークロードのケース数</translation>
    </message>
    <message>
        <source>source-reported, source-native or controlled-rerun</source>
        <translation>source-reported、source-native、controlled-rerun のいずれか</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>完全性</translation>
    </message>
    <message>
        <source>Whether the run&apos;s references and attestations check out (the most serious state)</source>
        <translation>実行の参照と証明が確認できるか（最も深刻な状態）</translation>
    </message>
    <message>
        <source>Only ranked runs are measured against their group&apos;s #1</source>
        <translation>グループの #1 と比較されるのは順位付きの実行だけです</translation>
    </message>
    <message>
        <source>%1 against the #1 of its group (%2 vs %3)</source>
        <translation>グループの #1 に対して %1 (%2 対 %3)</translation>
    </message>
    <message>
        <source>No status recorded</source>
        <translation>ステータスの記録なし</translation>
    </message>
    <message>
        <source>Recorded as “%1”</source>
        <translation>「%1」として記録</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>レイテンシ</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Δ vs #1</source>
        <translation>#1 との差 Δ</translation>
    </message>
    <message>
        <source>The file or files that carry the run</source>
        <translation>この実行を含むファイル</translation>
    </message>
    <message>
        <source>How much slower than its comparison group&apos;s #1 the run is, by the group&apos;s statistic</source>
        <translation>比較グループの #1 よりこの実行がどれだけ遅いか (グループの統計量による)</translation>
    </message>
    <message>
        <source>%1 ⚠</source>
        <translation>%1 ⚠</translation>
    </message>
    <message>
        <source>Rank %1 of %2 %3</source>
        <translation>%3で %2 件中 %1 位</translation>
    </message>
    <message>
        <source>%1, ranked although %2: runs that fail integrity are ranked for inspection</source>
        <translation>%1、%2 ですが順位付け済み：整合性検査に失敗した実行を確認のため順位付けしています</translation>
    </message>
    <message>
        <source>Competition rank within the comparison group, among the runs open (ties share a rank; runs that fail integrity are not ranked)</source>
        <translation>開いている実行のうち比較グループ内の競技順位（同値は同順位、整合性検査に失敗した実行は順位付けしない）</translation>
    </message>
</context>
<context>
    <name>kie::SafeWrite</name>
    <message>
        <source>a directory</source>
        <translation>ディレクトリ</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>FIFO (名前付きパイプ)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ソケット</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>通常のファイルではないもの</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>cannot write %1: it is %2, not a regular file; nothing was written</source>
        <translation>%1 に書き込めません: %2 であり、通常のファイルではありません。何も書き込まれていません</translation>
    </message>
    <message>
        <source>%1 is the input %2; the explorer never writes to a file it read, so nothing was written</source>
        <translation>%1 は入力 %2 です。KernelIndex Explorer は読んだファイルに書き込まないため、何も書き込まれていません</translation>
    </message>
    <message>
        <source>%1 is %2, an input inside the folder %3; the explorer never writes to a file it read, so nothing was written</source>
        <translation>%1 はフォルダー %3 内の入力 %2 です。KernelIndex Explorer は読んだファイルに書き込まないため、何も書き込まれていません</translation>
    </message>
</context>
<context>
    <name>kie::SignatureState</name>
    <message>
        <source>signature valid</source>
        <translation>署名は有効</translation>
    </message>
    <message>
        <source>signature invalid</source>
        <translation>署名は無効</translation>
    </message>
    <message>
        <source>unsigned</source>
        <translation>署名なし</translation>
    </message>
</context>
<context>
    <name>kie::Signing</name>
    <message>
        <source>cannot generate an Ed25519 key: %1</source>
        <translation>Ed25519 鍵を生成できません: %1</translation>
    </message>
    <message>
        <source>the private key is encrypted: a passphrase is needed</source>
        <translation>秘密鍵は暗号化されています: パスフレーズが必要です</translation>
    </message>
    <message>
        <source>cannot read the private key (wrong passphrase, or not a PEM private key): %1</source>
        <translation>秘密鍵を読み込めません（パスフレーズが違うか、PEM 秘密鍵ではありません）: %1</translation>
    </message>
    <message>
        <source>the private key is not an Ed25519 key</source>
        <translation>秘密鍵は Ed25519 鍵ではありません</translation>
    </message>
    <message>
        <source>cannot write the private key: %1</source>
        <translation>秘密鍵を書き込めません: %1</translation>
    </message>
    <message>
        <source>not an Ed25519 public key PEM</source>
        <translation>Ed25519 公開鍵の PEM ではありません</translation>
    </message>
    <message>
        <source>an attestation needs a subject (the run&apos;s record digest) and a text</source>
        <translation>証明には対象（実行のレコードダイジェスト）とテキストが必要です</translation>
    </message>
    <message>
        <source>cannot sign: %1</source>
        <translation>署名できません: %1</translation>
    </message>
    <message>
        <source>not an Attestation object</source>
        <translation>Attestation オブジェクトではありません</translation>
    </message>
</context>
<context>
    <name>kie::Sol</name>
    <message>
        <source>latencies must be positive numbers</source>
        <translation>レイテンシは正の数でなければなりません</translation>
    </message>
    <message>
        <source>baseline T_b is not above the SOL bound T_SOL: the score is undefined</source>
        <translation>ベースライン T_b が SOL 限界 T_SOL を上回っていません：スコアは定義されません</translation>
    </message>
    <message>
        <source>the target score must be above 0</source>
        <translation>目標スコアは 0 より大きくなければなりません</translation>
    </message>
    <message>
        <source>a score above 1 would need a latency below the SOL bound</source>
        <translation>1 を超えるスコアには SOL 限界未満のレイテンシが必要です</translation>
    </message>
    <message>
        <source>per-case results (spec.cases)</source>
        <translation>ケースごとの結果（spec.cases）</translation>
    </message>
    <message>
        <source>per-case kernel latency (T_k)</source>
        <translation>ケースごとのカーネルレイテンシ（T_k）</translation>
    </message>
    <message>
        <source>per-case SOL bound (T_SOL)</source>
        <translation>ケースごとの SOL 限界（T_SOL）</translation>
    </message>
    <message>
        <source>per-case baseline latency (T_b)</source>
        <translation>ケースごとのベースラインレイテンシ（T_b）</translation>
    </message>
    <message>
        <source>a case whose baseline T_b is above its SOL bound T_SOL</source>
        <translation>ベースライン T_b が SOL 限界 T_SOL を上回るケース</translation>
    </message>
    <message>
        <source>SOL bound not in this case</source>
        <translation>このケースには SOL 限界がありません</translation>
    </message>
</context>
<context>
    <name>kie::SourceNativeShape</name>
    <message>
        <source>a FlashInfer-Bench / SOL-ExecBench trace line among other records: open or import the trace file on its own, whose lines are all traces</source>
        <translation>他のレコードに混じった FlashInfer-Bench / SOL-ExecBench のトレース行です。すべての行がトレースであるトレースファイルを単独で開くかインポートしてください</translation>
    </message>
    <message>
        <source>a workload trace (definition and workload, no evaluation): it holds no result; open the trace files with evaluations</source>
        <translation>ワークロードトレース（定義とワークロードのみで評価なし）です。結果を含みません。評価を含むトレースファイルを開いてください</translation>
    </message>
    <message>
        <source>a FlashInfer-Bench / SOL-ExecBench definition: it describes a kernel and holds no results; open the trace files that name it, and this definition is read with them</source>
        <translation>FlashInfer-Bench / SOL-ExecBench の定義です。カーネルを記述するもので結果は含みません。これを参照するトレースファイルを開くと、この定義も一緒に読み込まれます</translation>
    </message>
    <message>
        <source>a FlashInfer-Bench / SOL-ExecBench solution: a kernel&apos;s source, with no results; open the trace files that name it, and this solution is read with them</source>
        <translation>FlashInfer-Bench / SOL-ExecBench のソリューションです。カーネルのソースで結果は含みません。これを参照するトレースファイルを開くと、このソリューションも一緒に読み込まれます</translation>
    </message>
    <message>
        <source>a SOL-ExecBench / FlashInfer-Bench workload (uuid, axes, inputs): input shapes, with no results; open the trace files measured on it</source>
        <translation>SOL-ExecBench / FlashInfer-Bench のワークロード（uuid、axes、inputs）です。入力形状のみで結果は含みません。これで測定したトレースファイルを開いてください</translation>
    </message>
</context>
<context>
    <name>kie::Statistic</name>
    <message>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中央値</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最小</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>stddev</source>
        <translation>標準偏差</translation>
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
        <translation>不明な表形式</translation>
    </message>
</context>
<context>
    <name>kie::TraceImport</name>
    <message>
        <source>file too large (%1 bytes)</source>
        <translation>ファイルが大きすぎます (%1 バイト)</translation>
    </message>
    <message>
        <source>corrupt gzip data</source>
        <translation>gzip データが壊れています</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>%1 がありません</translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 は文字列ではありません</translation>
    </message>
    <message>
        <source>definition is empty</source>
        <translation>definition が空です</translation>
    </message>
    <message>
        <source>missing workload</source>
        <translation>workload がありません</translation>
    </message>
    <message>
        <source>workload is not an object</source>
        <translation>workload はオブジェクトではありません</translation>
    </message>
    <message>
        <source>workload.axes is not an object</source>
        <translation>workload.axes はオブジェクトではありません</translation>
    </message>
    <message>
        <source>missing evaluation (a workload-only line carries no result)</source>
        <translation>evaluation がありません (workload のみの行には結果がありません)</translation>
    </message>
    <message>
        <source>evaluation is not an object</source>
        <translation>evaluation はオブジェクトではありません</translation>
    </message>
    <message>
        <source>missing evaluation.environment</source>
        <translation>evaluation.environment がありません</translation>
    </message>
    <message>
        <source>evaluation.environment is not an object</source>
        <translation>evaluation.environment はオブジェクトではありません</translation>
    </message>
    <message>
        <source>evaluation.environment.libs is not an object</source>
        <translation>evaluation.environment.libs はオブジェクトではありません</translation>
    </message>
    <message>
        <source>evaluation.environment.libs.%1 is not a string</source>
        <translation>evaluation.environment.libs.%1 は文字列ではありません</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 は数値ではありません</translation>
    </message>
    <message>
        <source>evaluation.correctness is not an object</source>
        <translation>evaluation.correctness はオブジェクトではありません</translation>
    </message>
    <message>
        <source>evaluation.performance is not an object</source>
        <translation>evaluation.performance はオブジェクトではありません</translation>
    </message>
    <message>
        <source>evaluation.performance.latency_ms is not a finite, non-negative number</source>
        <translation>evaluation.performance.latency_ms が有限の非負の数値ではありません</translation>
    </message>
    <message>
        <source>a second, different file for &quot;%1&quot; is ignored; using %2</source>
        <translation>「%1」に対する別の 2 つ目のファイルは無視し、%2 を使用します</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>ファイルまたはフォルダーが存在しません</translation>
    </message>
    <message>
        <source>no Trace JSON Lines found in %1</source>
        <translation>%1 に Trace JSON Lines が見つかりません</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>%1 をインポートしています</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセルされました</translation>
    </message>
    <message>
        <source>not Trace JSON Lines (the first line lacks definition, workload or evaluation)</source>
        <translation>Trace JSON Lines ではありません (最初の行に definition、workload、evaluation のいずれかがありません)</translation>
    </message>
    <message>
        <source>Scanning %1</source>
        <translation>%1 を走査しています</translation>
    </message>
    <message>
        <source>stopped scanning after %1 entries</source>
        <translation>%1 エントリで走査を打ち切りました</translation>
    </message>
    <message>
        <source>not Trace JSON Lines, skipped</source>
        <translation>Trace JSON Lines ではないため、スキップしました</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>JSON ではありません: %1</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>スキップしました: %1</translation>
    </message>
    <message numerus="yes">
        <source>no usable Trace lines (%n problem(s))</source>
        <translation>
            <numerusform>使用できる Trace 行がありません (問題 %n 件)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building %n run(s)</source>
        <translation>
            <numerusform>%n 件の実行を構築しています</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot compute a digest: %1</source>
        <translation>ダイジェストを計算できません: %1</translation>
    </message>
    <message>
        <source>cannot write the imported archive: %1</source>
        <translation>インポートしたアーカイブを書き込めません: %1</translation>
    </message>
    <message>
        <source>the trace lines would take more than %1 MB in memory (3 times the traces&apos; size + 48 MB, with the traces and the archive written from them); nothing was loaded</source>
        <translation>トレース行の読み込みには %1 MB を超えるメモリが必要です（トレースのサイズの 3 倍 + 48 MB。トレース自体とそこから書き出すアーカイブを含む）。何も読み込まれませんでした</translation>
    </message>
</context>
<context>
    <name>kie::app</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
</context>
<context>
    <name>kie::cli</name>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Try &apos;%1 %2 --help&apos;.</source>
        <translation>&apos;%1 %2 --help&apos; を試してください。</translation>
    </message>
    <message>
        <source>Usage: %1 %2 [options] %3</source>
        <translation>使い方: %1 %2 [オプション] %3</translation>
    </message>
    <message>
        <source>cannot read this file</source>
        <translation>このファイルを読み込めません</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: 読み込めません: %2</translation>
    </message>
    <message>
        <source>Run archive, manifest bundle, JSON Lines or trace file (gzip allowed).</source>
        <translation>実行アーカイブ、マニフェストバンドル、JSON Lines、またはトレースファイル (gzip 可)。</translation>
    </message>
    <message>
        <source>%1 %2: no digest: %3</source>
        <translation>%1 %2: ダイジェストなし: %3</translation>
    </message>
    <message>
        <source>One JSON document (gzip allowed); - reads standard input.</source>
        <translation>JSON ドキュメント 1 つ (gzip 可)。- を指定すると標準入力から読み込みます。</translation>
    </message>
    <message>
        <source>%1: cannot canonicalize: %2</source>
        <translation>%1: 正規化できません: %2</translation>
    </message>
    <message>
        <source>Only the comparison group with this key (a unique prefix is enough).</source>
        <translation>このキーを持つ比較グループのみ (一意な先頭部分で十分です)。</translation>
    </message>
    <message>
        <source>Print one JSON document (RFC 8785 canonical form).</source>
        <translation>JSON ドキュメントを 1 つ出力します (RFC 8785 の正規形)。</translation>
    </message>
    <message>
        <source>text, markdown, bibtex, csl-json or ris (default: text).</source>
        <translation>text、markdown、bibtex、csl-json、ris のいずれか (既定: text)。</translation>
    </message>
    <message>
        <source>Access date YYYY-MM-DD (default: the fetch date, else the archive&apos;s exportedAt, else today).</source>
        <translation>アクセス日 YYYY-MM-DD (既定: 取得日、なければアーカイブの exportedAt、それもなければ今日)。</translation>
    </message>
    <message>
        <source>Unknown citation format: %1 (text, markdown, bibtex, csl-json, ris)</source>
        <translation>不明な引用形式: %1 (text、markdown、bibtex、csl-json、ris)</translation>
    </message>
    <message>
        <source>Not a date (YYYY-MM-DD): %1</source>
        <translation>日付 (YYYY-MM-DD) ではありません: %1</translation>
    </message>
    <message>
        <source>Check every digest reference and attestation signature of FILE.</source>
        <translation>FILE のすべてのダイジェスト参照と証明の署名を検証します。</translation>
    </message>
    <message>
        <source>Print kind, name and digest of every object in FILE.</source>
        <translation>FILE 内の各オブジェクトの種類、名前、ダイジェストを出力します。</translation>
    </message>
    <message>
        <source>Print the RFC 8785 canonical form of a JSON document.</source>
        <translation>JSON ドキュメントの RFC 8785 正規形を出力します。</translation>
    </message>
    <message>
        <source>Print the comparison groups of FILE and the ranks within them.</source>
        <translation>FILE の比較グループと各グループ内の順位を出力します。</translation>
    </message>
    <message>
        <source>Print a citation of a run in FILE: --format text|markdown|bibtex|csl-json|ris.</source>
        <translation>FILE 内の実行の引用を出力します: --format text|markdown|bibtex|csl-json|ris。</translation>
    </message>
    <message>
        <source>Import trace files or folders into a run archive: TRACES... -o ARCHIVE.</source>
        <translation>トレースファイルまたはフォルダーを実行アーカイブにインポートします: TRACES... -o ARCHIVE。</translation>
    </message>
    <message>
        <source>       %1 COMMAND [options] ARGUMENTS</source>
        <translation>        %1 COMMAND [オプション] ARGUMENTS</translation>
    </message>
    <message>
        <source>Explore GPU-kernel benchmark run archives. Without a command, opens FILE in the window.</source>
        <translation>GPU カーネルのベンチマーク実行アーカイブを閲覧します。コマンドを指定しない場合は FILE をウィンドウで開きます。</translation>
    </message>
    <message>
        <source>Commands (run without a display):</source>
        <translation>コマンド (ディスプレイなしで実行):</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>オプション:</translation>
    </message>
    <message>
        <source>Show this help; with a command, that command&apos;s help.</source>
        <translation>このヘルプを表示します。コマンドを指定するとそのコマンドのヘルプを表示します。</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>バージョンを表示します。</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 the check failed, 2 usage error or unreadable file.</source>
        <translation>終了ステータス: 0 成功、1 検証失敗、2 使い方の誤りまたはファイルを読み込めない。</translation>
    </message>
    <message>
        <source>No command given.</source>
        <translation>コマンドが指定されていません。</translation>
    </message>
    <message>
        <source>Unknown command: %1</source>
        <translation>不明なコマンド: %1</translation>
    </message>
    <message>
        <source>Commands: %1</source>
        <translation>コマンド: %1</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>&apos;%1 --help&apos; を試してください。</translation>
    </message>
    <message>
        <source>--max-bytes wants a positive size such as 500M or 2G, not &quot;%1&quot;</source>
        <translation>--max-bytes には 500M や 2G のような正のサイズを指定してください (「%1」は不可)</translation>
    </message>
    <message>
        <source>--timeout wants a number of seconds, not &quot;%1&quot;</source>
        <translation>--timeout には秒数を指定してください (「%1」は不可)</translation>
    </message>
    <message>
        <source>When FILE is an http:// URL: fetch it although plain http is not encrypted.</source>
        <translation>FILE が http:// の URL の場合: 暗号化されていない http でも取得します。</translation>
    </message>
    <message>
        <source>When FILE is a URL: also trust the CA certificates in this PEM file.</source>
        <translation>FILE が URL の場合: この PEM ファイル内の CA 証明書も信頼します。</translation>
    </message>
    <message>
        <source>When FILE is a URL: refuse it unless its SHA-256 is HEX (or give #sha256=HEX in the URL).</source>
        <translation>FILE が URL の場合: SHA-256 が HEX でなければ拒否します (URL に #sha256=HEX を付けても可)。</translation>
    </message>
    <message>
        <source>When FILE is a URL: refuse it beyond this size, e.g. 500M (default 2G).</source>
        <translation>FILE が URL の場合: このサイズを超えたら拒否します。例: 500M (既定 2G)。</translation>
    </message>
    <message>
        <source>When FILE is a URL: give up when no data arrives for this many seconds (default 30).</source>
        <translation>FILE が URL の場合: この秒数のあいだデータが届かなければ中止します (既定 30)。</translation>
    </message>
    <message>
        <source>When FILE is a URL: keep fetched archives in DIR instead of the user&apos;s cache folder.</source>
        <translation>FILE が URL の場合: 取得したアーカイブをユーザーのキャッシュフォルダーではなく DIR に保存します。</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 には値が必要です</translation>
    </message>
    <message>
        <source>Write the run archive to ARCHIVE (atomically).</source>
        <translation>実行アーカイブを ARCHIVE に書き出します (アトミックに)。</translation>
    </message>
    <message>
        <source>Compress the archive with gzip (also when ARCHIVE ends in .gz).</source>
        <translation>アーカイブを gzip で圧縮します (ARCHIVE が .gz で終わる場合も同様)。</translation>
    </message>
    <message>
        <source>Trace files or folders.</source>
        <translation>トレースファイルまたはフォルダー。</translation>
    </message>
    <message>
        <source>Usage: %1 import TRACES... -o ARCHIVE [--gzip]</source>
        <translation>使い方: %1 import TRACES... -o ARCHIVE [--gzip]</translation>
    </message>
    <message>
        <source>nothing could be imported</source>
        <translation>何もインポートできませんでした</translation>
    </message>
    <message>
        <source>%1 is not a trace file or folder (it reads as a %2)</source>
        <translation>%1 はトレースファイルでもフォルダーでもありません (%2 として読み込まれます)</translation>
    </message>
    <message>
        <source>In the window: use this language (en, de, ja, zh_CN).</source>
        <translation>ウィンドウで: この言語を使用します (en、de、ja、zh_CN)。</translation>
    </message>
    <message>
        <source>What the attestation says.</source>
        <translation>証明の内容。</translation>
    </message>
    <message>
        <source>note or reproduction (default: reproduction with --latency-ns, else note).</source>
        <translation>note または reproduction（既定: --latency-ns があれば reproduction、なければ note）。</translation>
    </message>
    <message>
        <source>The latency you measured, in nanoseconds.</source>
        <translation>測定したレイテンシ（ナノ秒）。</translation>
    </message>
    <message>
        <source>Which statistic --latency-ns is: mean, median, min, max, p95 (default mean).</source>
        <translation>--latency-ns の統計量: mean、median、min、max、p95（既定は mean）。</translation>
    </message>
    <message>
        <source>Digest of the ExecutionEnvironment you measured on.</source>
        <translation>測定に使った ExecutionEnvironment のダイジェスト。</translation>
    </message>
    <message>
        <source>The GPU you measured on, when no environment object names it.</source>
        <translation>環境オブジェクトで示さない場合の、測定に使った GPU。</translation>
    </message>
    <message>
        <source>A library and its version (repeatable).</source>
        <translation>ライブラリとそのバージョン（複数指定可）。</translation>
    </message>
    <message>
        <source>Who writes it.</source>
        <translation>作成者。</translation>
    </message>
    <message>
        <source>Sign with this private key (default: %1).</source>
        <translation>この秘密鍵で署名（既定: %1）。</translation>
    </message>
    <message>
        <source>The key&apos;s passphrase is the first line of FILE.</source>
        <translation>鍵のパスフレーズは FILE の 1 行目です。</translation>
    </message>
    <message>
        <source>Do not sign.</source>
        <translation>署名しない。</translation>
    </message>
    <message>
        <source>Write the new archive to OUT (atomically; never FILE itself).</source>
        <translation>新しいアーカイブを OUT に書き込む（アトミック、FILE 自体には書き込まない）。</translation>
    </message>
    <message>
        <source>Compress OUT with gzip (also when OUT ends in .gz).</source>
        <translation>OUT を gzip で圧縮（OUT が .gz で終わる場合も）。</translation>
    </message>
    <message>
        <source>--latency-ns needs a positive number of nanoseconds</source>
        <translation>--latency-ns には正のナノ秒数が必要です</translation>
    </message>
    <message>
        <source>--statistic names the statistic of --latency-ns</source>
        <translation>--statistic は --latency-ns の統計量を指定します</translation>
    </message>
    <message>
        <source>--kind is note or reproduction</source>
        <translation>--kind は note または reproduction です</translation>
    </message>
    <message>
        <source>--library takes NAME=VERSION</source>
        <translation>--library には NAME=VERSION を指定します</translation>
    </message>
    <message>
        <source>Run archive, manifest bundle or JSON Lines (gzip allowed).</source>
        <translation>実行アーカイブ、マニフェストバンドル、または JSON Lines（gzip 可）。</translation>
    </message>
    <message>
        <source>Usage: %1 attest FILE --run X --text T [--latency-ns N --statistic mean] [--key PEM] -o OUT</source>
        <translation>使い方: %1 attest FILE --run X --text T [--latency-ns N --statistic mean] [--key PEM] -o OUT</translation>
    </message>
    <message>
        <source>Print what the run page says about a run in FILE: --run ID, --json.</source>
        <translation>FILE 内の実行について実行ページの内容を出力します：--run ID、--json。</translation>
    </message>
    <message>
        <source>Say whether two runs of FILE can be compared, and why: --run A [--with B] [--json].</source>
        <translation>FILE の 2 つの実行が比較可能かとその理由を表示：--run A [--with B] [--json]。</translation>
    </message>
    <message>
        <source>Write a copy of FILE with a signed note or reproduction about a run: --run X --text T -o OUT.</source>
        <translation>実行についての署名付きノートまたは再現を加えた FILE のコピーを書き込む: --run X --text T -o OUT。</translation>
    </message>
    <message>
        <source>Make an Ed25519 signing key for attestations: -o KEY.pem.</source>
        <translation>証明用の Ed25519 署名鍵を作成する: -o KEY.pem。</translation>
    </message>
    <message>
        <source>Run B, named like --run (default: the #1 of run A&apos;s comparison group).</source>
        <translation>実行 B、--run と同じ指定方法（既定：実行 A の比較グループの 1 位）。</translation>
    </message>
    <message>
        <source>%1: run %2&apos;s comparison group has no ranked run; name one with --with</source>
        <translation>%1：実行 %2 の比較グループに順位付きの実行がありません。--with で指定してください</translation>
    </message>
    <message>
        <source>Write the private key to KEY (default: %1).</source>
        <translation>秘密鍵を KEY に書き込む（既定: %1）。</translation>
    </message>
    <message>
        <source>Encrypt the key with the passphrase on the first line of FILE.</source>
        <translation>FILE の 1 行目のパスフレーズで鍵を暗号化する。</translation>
    </message>
    <message>
        <source>Replace an existing key file (the old key is lost).</source>
        <translation>既存の鍵ファイルを置き換える（古い鍵は失われます）。</translation>
    </message>
    <message>
        <source>Usage: %1 keygen -o KEY.pem [--passphrase-file FILE]</source>
        <translation>使い方: %1 keygen -o KEY.pem [--passphrase-file FILE]</translation>
    </message>
    <message>
        <source>%1 exists; a key is not replaced without --force</source>
        <translation>%1 は存在します。--force なしでは鍵を置き換えません</translation>
    </message>
    <message>
        <source>Rank authors or solutions across every definition of FILE...: --by, --baseline, --fast-p, --json, --format flashinfer.</source>
        <translation>FILE... のすべての定義にわたって作成者またはソリューションを順位付けします: --by, --baseline, --fast-p, --json, --format flashinfer。</translation>
    </message>
    <message>
        <source>Rank authors (default) or solutions.</source>
        <translation>作成者 (既定) またはソリューションを順位付けします。</translation>
    </message>
    <message>
        <source>The solution every other is measured against (default: the reference latency).</source>
        <translation>他のすべてを比較する基準のソリューション (既定: リファレンスのレイテンシ)。</translation>
    </message>
    <message>
        <source>Add fast_p columns: the share of comparisons at least P× the baseline.</source>
        <translation>fast_p 列を追加します: ベースラインの P× 以上となった比較の割合。</translation>
    </message>
    <message>
        <source>--by takes author or solution, not %1</source>
        <translation>--by には author または solution を指定してください (%1 は不可)</translation>
    </message>
    <message>
        <source>--fast-p takes numbers of at least 0, separated by commas</source>
        <translation>--fast-p には 0 以上の数値をカンマ区切りで指定してください</translation>
    </message>
    <message>
        <source>--format flashinfer summarises one trace folder or file</source>
        <translation>--format flashinfer は 1 つのトレースフォルダーまたはファイルを要約します</translation>
    </message>
    <message>
        <source>Draw the comparison group with this key (a unique prefix is enough).</source>
        <translation>このキーの比較グループを描画します (一意なプレフィックスで十分です)。</translation>
    </message>
    <message>
        <source>ranking (default), fast-p, leaderboard or heatmap.</source>
        <translation>ranking (既定)、fast-p、leaderboard、heatmap のいずれか。</translation>
    </message>
    <message>
        <source>svg, pdf or png (default: from OUT&apos;s suffix, else svg).</source>
        <translation>svg、pdf、png のいずれか (既定: OUT の拡張子から判断、なければ svg)。</translation>
    </message>
    <message>
        <source>Size in pixels at --dpi (default 1200x750).</source>
        <translation>--dpi でのピクセル単位のサイズ (既定 1200x750)。</translation>
    </message>
    <message>
        <source>Dots per inch: the figure is WxH / DPI inches (default 150).</source>
        <translation>1 インチあたりのドット数: 図は WxH / DPI インチになります (既定 150)。</translation>
    </message>
    <message>
        <source>Write the figure to OUT.</source>
        <translation>図を OUT に書き込みます。</translation>
    </message>
    <message>
        <source>plot needs -o OUT, the file to write.</source>
        <translation>plot には書き込むファイル -o OUT が必要です。</translation>
    </message>
    <message>
        <source>Unknown figure kind: %1 (ranking, fast-p, leaderboard, heatmap)</source>
        <translation>不明な図の種類: %1 (ranking、fast-p、leaderboard、heatmap)</translation>
    </message>
    <message>
        <source>Unknown format: %1 (svg, pdf, png)</source>
        <translation>不明な形式: %1 (svg、pdf、png)</translation>
    </message>
    <message>
        <source>--size takes WIDTHxHEIGHT in pixels, e.g. 1200x750: %1</source>
        <translation>--size にはピクセル単位の WIDTHxHEIGHT を指定してください (例: 1200x750): %1</translation>
    </message>
    <message>
        <source>--dpi takes a whole number: %1</source>
        <translation>--dpi には整数を指定してください: %1</translation>
    </message>
    <message>
        <source>run %1 is in no comparison group</source>
        <translation>実行 %1 はどの比較グループにも属していません</translation>
    </message>
    <message>
        <source>run %1 is not in the comparison group %2</source>
        <translation>実行 %1 は比較グループ %2 に属していません</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 に書き込めませんでした：%2</translation>
    </message>
    <message>
        <source>Logarithmic latency axis (the leaderboard: logarithmic p axis).</source>
        <translation>レイテンシ軸を対数にする (リーダーボードでは p 軸を対数にする)。</translation>
    </message>
    <message>
        <source>Run archives, trace files or folders (gzip allowed), or https URLs: several are one workspace, merged as the window merges them.</source>
        <translation>ラン アーカイブ、トレース ファイルまたはフォルダー (gzip 可)、または https URL: 複数指定するとウィンドウと同じ方法で 1 つのワークスペースにまとめます。</translation>
    </message>
    <message>
        <source>nothing to draw: %1</source>
        <translation>描画するものがありません: %1</translation>
    </message>
    <message>
        <source>Fail unless FILE holds a record with this digest, whole or a prefix of at least 8 hex digits, e.g. from its record page or citation. Repeatable.</source>
        <translation>FILE にこのダイジェスト（全体、または 16 進 8 桁以上の接頭辞。レコードページや引用から）を持つレコードがなければ失敗します。複数指定可。</translation>
    </message>
    <message>
        <source>--expect &quot;%1&quot;: give a record digest, &quot;sha256:&quot; and hex digits, at least 8 of them</source>
        <translation>--expect &quot;%1&quot;: レコードダイジェスト（&quot;sha256:&quot; と 16 進数字、8 桁以上）を指定してください</translation>
    </message>
    <message>
        <source>Print the table as tsv (default, with a header row), csv (RFC 4180), markdown (a pipe table), latex (a booktabs tabular) or json.</source>
        <translation>表を tsv（既定、見出し行付き）、csv（RFC 4180）、markdown（パイプ表）、latex（booktabs の tabular）または json で出力します。</translation>
    </message>
    <message>
        <source>--format takes %1, not %2</source>
        <translation>--format には %1 のいずれかを指定します（%2 は指定できません）</translation>
    </message>
    <message>
        <source>The leaderboard as tsv (default, with a header row), csv (RFC 4180), markdown (a pipe table), latex (a booktabs tabular) or json; or flashinfer: FlashInfer-Bench&apos;s own summary JSON of one trace folder.</source>
        <translation>リーダーボードを tsv（既定、見出し行付き）、csv（RFC 4180）、markdown（パイプ表）、latex（booktabs の tabular）または json で出力します。flashinfer は 1 つのトレースフォルダーについての FlashInfer-Bench 独自のサマリー JSON です。</translation>
    </message>
    <message>
        <source>--format takes %1 or flashinfer, not %2</source>
        <translation>--format には %1 または flashinfer を指定します（%2 は指定できません）</translation>
    </message>
    <message>
        <source>Messages in this language (en, de, ja, zh_CN); a figure&apos;s words and numbers too. Data lines stay English.</source>
        <translation>この言語でメッセージを表示します (en, de, ja, zh_CN)。図の語と数値も同様です。データ行は英語のままです。</translation>
    </message>
    <message>
        <source>longer than a citation can be</source>
        <translation>引用としては長すぎます</translation>
    </message>
    <message>
        <source>Run archive, manifest bundle, JSON Lines or trace file or folder, or an https URL.</source>
        <translation>実行アーカイブ、マニフェストバンドル、JSON Lines、トレースのファイルまたはフォルダー、または https URL。</translation>
    </message>
    <message>
        <source>A file holding a citation in any format `cite` writes, a record digest or a permalink; - reads standard input.</source>
        <translation>`cite` が書くいずれかの形式の引用を含むファイル、レコードダイジェスト、またはパーマリンク。- は標準入力を読みます。</translation>
    </message>
    <message>
        <source>Say what changed between two snapshots FILE-OLD and FILE-NEW: runs, ranks, references: [--group KEY] [--json].</source>
        <translation>2 つのスナップショット FILE-OLD と FILE-NEW の間の変更（実行、順位、参照）を示します：[--group KEY] [--json]。</translation>
    </message>
    <message>
        <source>Say whether the record a citation cites is in FILE, unchanged: CITATION is a file or -.</source>
        <translation>引用が指すレコードが FILE に変更なく存在するかを示します：CITATION はファイルまたは - です。</translation>
    </message>
    <message>
        <source>Rank runs with a declared ≠ computed reference too, marked (by default they are left out of every rank).</source>
        <translation>参照が「宣言 ≠ 計算」の実行も印を付けて順位付けします（既定ではすべての順位から除外）。</translation>
    </message>
    <message>
        <source>note: left out %1 (%2): %3</source>
        <translation>注：%1（%2）を除外：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 件の実行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation>
            <numerusform>%n 件のケース</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 件の問題</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n comparison group(s): name what to draw with --group KEY or --run X (`rank` lists them).</source>
        <translation>
            <numerusform>比較グループが %n 個あります: 描画する対象を --group KEY または --run X で指定してください (`rank` で一覧表示)。</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw a stamped figure of one or more files: [--group KEY | --run X] [--kind K] [--format svg|pdf|png] -o OUT.</source>
        <translation>1 つ以上のファイルからスタンプ付きの図を描画します: [--group KEY | --run X] [--kind K] [--format svg|pdf|png] -o OUT。</translation>
    </message>
    <message>
        <source>Usage: %1 [FILE|URL] [--run RUN] [--lang CODE]</source>
        <translation>使い方: %1 [FILE|URL] [--run RUN] [--lang CODE]</translation>
    </message>
    <message>
        <source>The run: its id, metadata.name, record digest or a record-digest prefix of at least 8 hex digits.</source>
        <translation>実行：その ID、metadata.name、レコードダイジェスト、または 8 桁以上のレコードダイジェスト接頭辞。</translation>
    </message>
    <message>
        <source>Without it: the first run.</source>
        <translation>省略時：最初の実行。</translation>
    </message>
</context>
<context>
    <name>kie::ui::ArchiveDiffDialog</name>
    <message>
        <source>Compare with another archive</source>
        <translation>別のアーカイブと比較</translation>
    </message>
    <message>
        <source>&amp;Swap old and new</source>
        <translation>新旧を入れ替え(&amp;S)</translation>
    </message>
    <message>
        <source>Filter changes (kind, run, group, field, value)</source>
        <translation>変更を絞り込む（種類、実行、グループ、フィールド、値）</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 を開いています…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Cannot open the other archive: %1</source>
        <translation>もう一方のアーカイブを開けません：%1</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>比較しています…</translation>
    </message>
    <message>
        <source>No changes from %1 (old) to %2 (new).</source>
        <translation>%1（旧）から %2（新）への変更はありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) from %1 (old) to %2 (new).</source>
        <translation>
            <numerusform>%1（旧）から %2（新）への変更 %n 件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) unchanged.</source>
        <translation>
            <numerusform>変更のない実行 %n 件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open an archive first: the other snapshot is compared with it.</source>
        <translation>先にアーカイブを開いてください。もう一方のスナップショットはそれと比較されます。</translation>
    </message>
    <message>
        <source>Run archives and traces (*.json *.jsonl *.ndjson *.gz);;All files (*)</source>
        <translation>実行アーカイブとトレース (*.json *.jsonl *.ndjson *.gz);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>kie::ui::CheckCitationDialog</name>
    <message>
        <source>Check a citation</source>
        <translation>引用を確認</translation>
    </message>
    <message>
        <source>Paste a citation (text, Markdown, BibTeX, CSL-JSON or RIS), a record digest or a permalink:</source>
        <translation>引用（テキスト、Markdown、BibTeX、CSL-JSON、RIS）、レコードダイジェスト、またはパーマリンクを貼り付けてください：</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>確認(&amp;C)</translation>
    </message>
    <message>
        <source>Open an archive first: the citation is checked against it.</source>
        <translation>先にアーカイブを開いてください。引用はそれに対して確認されます。</translation>
    </message>
    <message>
        <source>The runs&apos; record digests are still being computed: check again when they are done.</source>
        <translation>実行のレコードダイジェストはまだ計算中です。完了してからもう一度確認してください。</translation>
    </message>
</context>
<context>
    <name>kie::ui::CitationWidget</name>
    <message>
        <source>Plain text</source>
        <translation>プレーンテキスト</translation>
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
        <translation>形式(&amp;F):</translation>
    </message>
    <message>
        <source>When the record was retrieved: the fetch date, else the archive&apos;s export date, else the day it was opened.</source>
        <translation>レコードを取得した日: 取得日、なければアーカイブのエクスポート日、それもなければ開いた日。</translation>
    </message>
    <message>
        <source>&amp;Accessed:</source>
        <translation>アクセス日(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the citation in the chosen format (Ctrl+Shift+C)</source>
        <translation>選択した形式で引用をコピーします (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Copy permalink</source>
        <translation>パーマリンクをコピー</translation>
    </message>
    <message>
        <source>Copy digest</source>
        <translation>ダイジェストをコピー</translation>
    </message>
    <message>
        <source>This record has no permalink: the citation names it by its record digest.</source>
        <translation>このレコードにはパーマリンクがありません。引用ではレコードダイジェストで識別します。</translation>
    </message>
    <message>
        <source>%1 citation of run %2</source>
        <translation>実行 %2 の %1 引用</translation>
    </message>
    <message>
        <source>permalink of run %1</source>
        <translation>実行 %1 のパーマリンク</translation>
    </message>
    <message>
        <source>record digest of run %1</source>
        <translation>実行 %1 のレコードダイジェスト</translation>
    </message>
    <message>
        <source>Citation preview</source>
        <translation>引用のプレビュー</translation>
    </message>
</context>
<context>
    <name>kie::ui::CompareView</name>
    <message>
        <source>Only differences</source>
        <translation>相違点のみ</translation>
    </message>
    <message>
        <source>#1: %1</source>
        <translation>#1: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) differ, highlighted</source>
        <translation>
            <numerusform>%n 個のフィールドが異なります (強調表示)</numerusform>
        </translation>
    </message>
    <message>
        <source>A and B are the same run.</source>
        <translation>A と B は同じ実行です。</translation>
    </message>
    <message>
        <source>Same comparability family, harness, timer, primary statistic, GPU, workload and libraries.</source>
        <translation>比較可能性ファミリー、ハーネス、タイマー、主要統計量、GPU、ワークロード、ライブラリがすべて同じです。</translation>
    </message>
    <message>
        <source>Swap A and B</source>
        <translation>A と B を入れ替え</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>比較対象を選択…</translation>
    </message>
    <message>
        <source>Choose run B (Ctrl+Shift+3)</source>
        <translation>実行 B を選択（Ctrl+Shift+3）</translation>
    </message>
    <message>
        <source>Choose a run to compare it with the #1 of its comparison group, or with any run (Compare with…).</source>
        <translation>実行を選ぶと、その比較グループの 1 位、または任意の実行（比較対象を選択…）と比較します。</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>Its comparison group has no ranked run to compare with: choose one with Compare with…</source>
        <translation>比較グループに比較できる順位付きの実行がありません：比較対象を選択…で選んでください</translation>
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
        <translation>p (ベースラインに対する比)</translation>
    </message>
    <message>
        <source>fast_p: share of comparisons ≥ p</source>
        <translation>fast_p: p 以上の比較の割合</translation>
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
        <translation>%1: %2 %</translation>
    </message>
</context>
<context>
    <name>kie::ui::FigureDialog</name>
    <message>
        <source>%1 × %2 in</source>
        <translation>%1 × %2 インチ</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>図をエクスポート</translation>
    </message>
    <message>
        <source>Latency ranking</source>
        <translation>レイテンシの順位</translation>
    </message>
    <message>
        <source>fast_p curves</source>
        <translation>fast_p 曲線</translation>
    </message>
    <message>
        <source>Leaderboard of the whole file</source>
        <translation>ファイル全体のリーダーボード</translation>
    </message>
    <message>
        <source>SVG (vector)</source>
        <translation>SVG (ベクター)</translation>
    </message>
    <message>
        <source>PDF (vector)</source>
        <translation>PDF (ベクター)</translation>
    </message>
    <message>
        <source>PNG (image)</source>
        <translation>PNG (画像)</translation>
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
        <translation>レイテンシ軸を対数にする</translation>
    </message>
    <message>
        <source>Preview of the figure</source>
        <translation>図のプレビュー</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>種類(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>形式(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>サイズ(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Exported figures carry a title, the highlighted run, #1, unranked runs and a stamp (source, run and digest, access date, program version).</source>
        <translation>エクスポートした図には、タイトル、強調表示した実行、#1、順位なしの実行、スタンプ (ソース、実行とダイジェスト、アクセス日、プログラムのバージョン) が含まれます。</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 ファイル (*.%2)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 に書き込めませんでした：%2</translation>
    </message>
    <message>
        <source>Heatmap: definitions × authors of the whole file</source>
        <translation>ヒートマップ: ファイル全体の定義 × 作成者</translation>
    </message>
    <message>
        <source>Heatmap: cases × implementations of the group</source>
        <translation>ヒートマップ: グループのケース × 実装</translation>
    </message>
</context>
<context>
    <name>kie::ui::FigureExport</name>
    <message>
        <source>the PDF writer&apos;s output was not as expected</source>
        <translation>PDF ライターの出力が想定どおりではありませんでした</translation>
    </message>
    <message>
        <source>the figure could not be drawn as PNG</source>
        <translation>図を PNG として描画できませんでした</translation>
    </message>
    <message>
        <source>the resolution must be between 24 and 2400 dpi</source>
        <translation>解像度は 24 ～ 2400 dpi の範囲で指定してください</translation>
    </message>
    <message>
        <source>the size must be between 100×100 and 20000×20000 pixels</source>
        <translation>サイズは 100×100 ～ 20000×20000 ピクセルの範囲で指定してください</translation>
    </message>
    <message>
        <source>the figure is too small for its text at this resolution: at least %1×%2 pixels at %3 dpi</source>
        <translation>この解像度では図がテキストに対して小さすぎます: %3 dpi で %1×%2 ピクセル以上が必要です</translation>
    </message>
</context>
<context>
    <name>kie::ui::GuideDialog</name>
    <message>
        <source>Guide</source>
        <translation>ガイド</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>ガイドを検索</translation>
    </message>
    <message>
        <source>No topic holds every word searched for.</source>
        <translation>検索したすべての語を含むトピックはありません。</translation>
    </message>
</context>
<context>
    <name>kie::ui::HelpTopics</name>
    <message>
        <source>Opening files and URLs</source>
        <translation>ファイルと URL を開く</translation>
    </message>
    <message>
        <source>Workspaces</source>
        <translation>ワークスペース</translation>
    </message>
    <message>
        <source>The window and keyboard</source>
        <translation>ウィンドウとキーボード</translation>
    </message>
    <message>
        <source>The run page</source>
        <translation>実行ページ</translation>
    </message>
    <message>
        <source>Integrity states</source>
        <translation>完全性の状態</translation>
    </message>
    <message>
        <source>Comparison groups and ranks</source>
        <translation>比較グループと順位</translation>
    </message>
    <message>
        <source>Compare and the SOL calculator</source>
        <translation>比較と SOL 計算機</translation>
    </message>
    <message>
        <source>The Leaderboard and heatmaps</source>
        <translation>リーダーボードとヒートマップ</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>図</translation>
    </message>
    <message>
        <source>Notes and signing</source>
        <translation>メモと署名</translation>
    </message>
    <message>
        <source>Citations</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>The command line</source>
        <translation>コマンドライン</translation>
    </message>
    <message>
        <source>Reliability guarantees</source>
        <translation>信頼性の保証</translation>
    </message>
    <message>
        <source>Privacy and what is stored where</source>
        <translation>プライバシーと保存場所</translation>
    </message>
</context>
<context>
    <name>kie::ui::IntegritySummaryLabel</name>
    <message>
        <source>showing the runs with %1</source>
        <translation>%1 の実行を表示中</translation>
    </message>
    <message>
        <source>show all</source>
        <translation>すべて表示</translation>
    </message>
    <message>
        <source>How much of this file checked out (ARCHIVE.md §3, §5). Click a count to show only the runs concerned.</source>
        <translation>このファイルのどれだけが確認できたか（ARCHIVE.md §3、§5）。件数をクリックすると該当する実行だけを表示します。</translation>
    </message>
</context>
<context>
    <name>kie::ui::LeaderboardView</name>
    <message>
        <source>Reference latency</source>
        <translation>リファレンスのレイテンシ</translation>
    </message>
    <message>
        <source>By author</source>
        <translation>作成者別</translation>
    </message>
    <message>
        <source>By solution</source>
        <translation>ソリューション別</translation>
    </message>
    <message>
        <source>Rank:</source>
        <translation>順位付け:</translation>
    </message>
    <message>
        <source>What each workload&apos;s ratio is measured against: the lowest reference latency of its cases, or a solution&apos;s best passed latency (that solution is then not ranked)</source>
        <translation>各ワークロードの比の基準: そのケースのリファレンスのレイテンシの最小値、またはソリューションの合格時の最良レイテンシ (その場合、そのソリューションは順位付けされません)</translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation>ベースライン:</translation>
    </message>
    <message>
        <source>Per workload, the ratio is the baseline latency ÷ the candidate&apos;s latency (the baseline solution&apos;s best passed latency, or the lowest reference latency of the workload&apos;s cases), 0 for a case that did not pass. A solution with any case that did not pass scores 0; an author keeps its best solution per definition (comparison group) and is the mean over definitions. Runs without cases count as one workload whose ratio is their × reference figure.</source>
        <translation>ワークロードごとの比は、ベースラインのレイテンシ ÷ 候補のレイテンシです (ベースラインはベースラインのソリューションの合格時の最良レイテンシ、またはワークロードのケースのリファレンスのレイテンシの最小値)。合格しなかったケースは 0 です。合格しなかったケースが 1 つでもあるソリューションのスコアは 0 です。作成者は定義 (比較グループ) ごとに最良のソリューションを採り、定義全体の平均となります。ケースのない実行は、比がその「リファレンスの × 倍」の値である 1 つのワークロードとして数えます。</translation>
    </message>
    <message>
        <source>fast_p curves</source>
        <translation>fast_p 曲線</translation>
    </message>
    <message>
        <source>Definitions × authors</source>
        <translation>定義 × 作成者</translation>
    </message>
    <message>
        <source>Cases × implementations</source>
        <translation>ケース × 実装</translation>
    </message>
    <message>
        <source>(no author)</source>
        <translation>(作成者なし)</translation>
    </message>
    <message>
        <source>not attempted</source>
        <translation>未実施</translation>
    </message>
    <message>
        <source>%1: no workload it ran has a baseline</source>
        <translation>%1: 実行したワークロードにベースラインがありません</translation>
    </message>
    <message>
        <source>%1: a case did not pass, so it scores 0</source>
        <translation>%1: 合格しなかったケースがあるため、スコアは 0 です</translation>
    </message>
    <message numerus="yes">
        <source>%1 mean ratio over %n workload(s), %2 faster than the baseline
best solution: %3</source>
        <translation>
            <numerusform>%n 件のワークロードでの平均比 %1、ベースラインより高速 %2
最良ソリューション: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>ソリューション</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作成者</translation>
    </message>
    <message>
        <source>No definitions in this file</source>
        <translation>このファイルに定義はありません</translation>
    </message>
    <message>
        <source>Definition</source>
        <translation>定義</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1 (実行 %n 件)</numerusform>
        </translation>
    </message>
    <message>
        <source>No comparison group</source>
        <translation>比較グループなし</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未実行</translation>
    </message>
    <message>
        <source>did not pass</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>passed; no speedup recorded</source>
        <translation>合格。高速化率の記録なし</translation>
    </message>
    <message>
        <source>%1 the reference</source>
        <translation>リファレンスの %1</translation>
    </message>
    <message>
        <source>The runs of this group have no per-case results</source>
        <translation>このグループの実行にはケースごとの結果がありません</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>実装</translation>
    </message>
    <message>
        <source>Case (workload)</source>
        <translation>ケース (ワークロード)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Save the table as shown, with run ids and citation keys: CSV, Markdown or LaTeX</source>
        <translation>表示どおりの表を実行 ID と引用キー付きで保存します: CSV、Markdown または LaTeX</translation>
    </message>
    <message>
        <source>Export leaderboard</source>
        <translation>リーダーボードをエクスポート</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>エクスポートに失敗しました: %1</translation>
    </message>
    <message>
        <source>Comparison group</source>
        <translation>比較グループ</translation>
    </message>
    <message>
        <source>Computing the leaderboard…</source>
        <translation>リーダーボードを計算しています…</translation>
    </message>
</context>
<context>
    <name>kie::ui::MainWindow</name>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Manifest</source>
        <translation>マニフェスト</translation>
    </message>
    <message>
        <source>Compare with #1</source>
        <translation>#1 と比較</translation>
    </message>
    <message>
        <source>Navigator</source>
        <translation>ナビゲーター</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open run archive</source>
        <translation>実行アーカイブを開く</translation>
    </message>
    <message>
        <source>Run archives and traces (*.json *.jsonl *.ndjson *.gz);;All files (*)</source>
        <translation>実行アーカイブとトレース (*.json *.jsonl *.ndjson *.gz);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open &amp;URL…</source>
        <translation>URL を開く(&amp;U)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>Open the &amp;sample archive</source>
        <translation>サンプルアーカイブを開く(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Export as run archive…</source>
        <translation>実行アーカイブとしてエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Filter runs</source>
        <translation>実行を絞り込む(&amp;F)</translation>
    </message>
    <message>
        <source>Copy &amp;citation</source>
        <translation>引用をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy &amp;permalink</source>
        <translation>パーマリンクをコピー(&amp;P)</translation>
    </message>
    <message>
        <source>Copy record &amp;digest</source>
        <translation>レコードダイジェストをコピー(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Logarithmic latency axis</source>
        <translation>対数目盛のレイテンシ軸(&amp;L)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Run page</source>
        <translation>実行ページ(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>&amp;Manifest</source>
        <translation>マニフェスト(&amp;M)</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>&amp;Compare with #1</source>
        <translation>#1 と比較(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About KernelIndex Explorer</source>
        <translation>KernelIndex Explorer について(&amp;A)</translation>
    </message>
    <message>
        <source>About KernelIndex Explorer</source>
        <translation>KernelIndex Explorer について</translation>
    </message>
    <message>
        <source>KernelIndex Explorer %1
Explore GPU-kernel benchmark run archives offline: rankings, record digests, comparisons and citations.</source>
        <translation>KernelIndex Explorer %1
GPU カーネルのベンチマーク実行アーカイブをオフラインで閲覧: 順位、レコードダイジェスト、比較、引用。</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 を開いています…</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n run(s), %2 problem(s)</source>
        <translation>
            <numerusform>%1 を開きました: 実行 %n 件、問題 %2 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n run(s)</source>
        <translation>
            <numerusform>%1 を開きました: 実行 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>問題 (%1)</translation>
    </message>
    <message>
        <source>%1 of %2 runs</source>
        <translation>%2 件中 %1 件の実行</translation>
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
        <translation>%1 に %2 から取得</translation>
    </message>
    <message>
        <source>embedded sample archive (sample data around the seed record)</source>
        <translation>組み込みのサンプルアーカイブ (シードレコードを中心としたサンプルデータ)</translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation>(最近使ったファイルはありません)</translation>
    </message>
    <message>
        <source>Clear recent files</source>
        <translation>履歴を消去</translation>
    </message>
    <message>
        <source>Export as run archive</source>
        <translation>実行アーカイブとしてエクスポート</translation>
    </message>
    <message>
        <source>Run archive (*.json);;Compressed run archive (*.json.gz)</source>
        <translation>実行アーカイブ (*.json);;圧縮された実行アーカイブ (*.json.gz)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 を書き込んでいます…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 をエクスポートしました</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>エクスポートに失敗しました: %1</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>%1 を取得しています…</translation>
    </message>
    <message>
        <source>Could not fetch %1: %2</source>
        <translation>%1 を取得できませんでした: %2</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 を開けませんでした: %2</translation>
    </message>
    <message>
        <source>Opening cancelled.</source>
        <translation>開く処理をキャンセルしました。</translation>
    </message>
    <message numerus="yes">
        <source>%n ranked</source>
        <translation>
            <numerusform>順位あり %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The new language is used from the next start.</source>
        <translation>新しい言語は次回の起動から使用されます。</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>言語(&amp;G)</translation>
    </message>
    <message>
        <source>Could not open: %1</source>
        <translation>開けませんでした: %1</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>コピーしました: %1</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Include my local &amp;notes in exports</source>
        <translation>エクスポートにローカルの&amp;ノートを含める</translation>
    </message>
    <message>
        <source>Add &amp;note or reproduction…</source>
        <translation>ノートまたは再現を追加(&amp;N)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Compare &amp;with…</source>
        <translation>比較対象を選択(&amp;W)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+3</source>
        <translation>Ctrl+Shift+3</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>Signing &amp;key…</source>
        <translation>署名鍵(&amp;K)…</translation>
    </message>
    <message>
        <source>No run matches “%1” in %2: %3 Showing its first run.</source>
        <translation>%2 に「%1」に一致する実行はありません：%3 最初の実行を表示します。</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>比較対象を選択…</translation>
    </message>
    <message>
        <source>Compare %1 with this run</source>
        <translation>%1 をこの実行と比較</translation>
    </message>
    <message>
        <source>No run matches %1.</source>
        <translation>%1 に一致する実行はありません。</translation>
    </message>
    <message numerus="yes">
        <source>Workspace of %n file(s)</source>
        <translation>
            <numerusform>%n 個のファイルのワークスペース</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Back to the previous run</source>
        <translation>前の実行に戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>&amp;Forward to the next run</source>
        <translation>次の実行に進む(&amp;F)</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>&amp;Next pane</source>
        <translation>次のペイン(&amp;N)</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>&amp;Previous pane</source>
        <translation>前のペイン(&amp;P)</translation>
    </message>
    <message>
        <source>Shift+F6</source>
        <translation>Shift+F6</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>ガイド(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message numerus="yes">
        <source>a workspace of %n file(s)</source>
        <translation>
            <numerusform>%n 個のファイルのワークスペース</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter runs: words or field:value, e.g. status:failed gpu:h100 (Ctrl+F)</source>
        <translation>実行を絞り込む: 単語または field:value。例: status:failed gpu:h100 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>リーダーボード</translation>
    </message>
    <message>
        <source>Export fi&amp;gure…</source>
        <translation>図をエクスポート(&amp;G)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>移動(&amp;O)</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>フォルダーを開く(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a folder of traces</source>
        <translation>トレースのフォルダーを開く</translation>
    </message>
    <message>
        <source>&amp;Add to Workspace…</source>
        <translation>ワークスペースに追加(&amp;A)…</translation>
    </message>
    <message>
        <source>Add to workspace</source>
        <translation>ワークスペースに追加</translation>
    </message>
    <message>
        <source>Reloa&amp;d</source>
        <translation>再読み込み(&amp;D)</translation>
    </message>
    <message numerus="yes">
        <source>Merging %n file(s)…</source>
        <translation>
            <numerusform>%n 個のファイルを統合しています…</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed %1; nothing is open.</source>
        <translation>%1 を削除しました。開いているものはありません。</translation>
    </message>
    <message>
        <source>Removed %1 from the workspace.</source>
        <translation>%1 をワークスペースから削除しました。</translation>
    </message>
    <message>
        <source>Remove from workspace</source>
        <translation>ワークスペースから削除</translation>
    </message>
    <message numerus="yes">
        <source>Computing the record digests of %n run(s)</source>
        <translation>
            <numerusform>%n 件のランのレコード ダイジェストを計算しています</numerusform>
        </translation>
    </message>
    <message>
        <source>Words, all of which a run must match (title, author, implementation, benchmark, GPU, status, run id, digest prefix), or field:value terms: title, author, implementation, benchmark, gpu, status, id, digest, name, evidence, observed, source. Example: status:failed gpu:h100 author:quail. field:=value matches the whole field: author:=&quot;Amber Heron&quot; leaves out &quot;Amber Heron 2&quot;.</source>
        <translation>実行がすべてに一致する必要がある単語 (タイトル、作成者、実装、ベンチマーク、GPU、ステータス、実行 ID、ダイジェストのプレフィックス)、または field:value 形式の条件: title, author, implementation, benchmark, gpu, status, id, digest, name, evidence, observed, source。例: status:failed gpu:h100 author:quail。field:=value はフィールド全体に一致します: author:=&quot;Amber Heron&quot; は &quot;Amber Heron 2&quot; を含みません。</translation>
    </message>
    <message>
        <source>No run in this file has a record digest starting with %1. A record changed after its digest was published has another digest, so it is not this record.</source>
        <translation>このファイルには、レコードダイジェストが %1 で始まる実行がありません。ダイジェストの公開後に変更されたレコードは別のダイジェストを持つため、このレコードではありません。</translation>
    </message>
    <message>
        <source>%1 was changed or shortened by another program after it was opened: its record digests could not be computed. Open it again.</source>
        <translation>%1 は開いた後に別のプログラムによって変更されたか短くされました。レコードダイジェストを計算できませんでした。もう一度開いてください。</translation>
    </message>
    <message>
        <source>%1 of %2 runs · preparing the filter…</source>
        <translation>%2 件中 %1 件の実行 · フィルターを準備中…</translation>
    </message>
    <message>
        <source>Compare with %1 waits for the record digests…</source>
        <translation>%1 との比較はレコードダイジェストを待っています…</translation>
    </message>
    <message numerus="yes">
        <source>The export waits for the record digests of %n run(s)…</source>
        <translation>
            <numerusform>エクスポートは %n 件の実行のレコードダイジェストを待っています…</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for the run “%1” among the record digests…</source>
        <translation>レコードダイジェストから実行「%1」を探しています…</translation>
    </message>
    <message>
        <source>Looking for the run shown before among the record digests…</source>
        <translation>前に表示していた実行をレコードダイジェストから探しています…</translation>
    </message>
    <message>
        <source>The Guide (Help &gt; Guide, F1) is written in English; its topic titles and the rest of the interface are translated.</source>
        <translation>ガイド (ヘルプ &gt; ガイド、F1) は英語で書かれています。トピックのタイトルとその他のインターフェイスは翻訳されています。</translation>
    </message>
    <message>
        <source>Compare &amp;with another archive…</source>
        <translation>別のアーカイブと比較(&amp;W)…</translation>
    </message>
    <message>
        <source>Check a ci&amp;tation…</source>
        <translation>引用を確認(&amp;T)…</translation>
    </message>
    <message>
        <source>Export &amp;table…</source>
        <translation>表をエクスポート(&amp;T)…</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>表をエクスポート</translation>
    </message>
    <message>
        <source>Copy &amp;rows</source>
        <translation>行をコピー(&amp;R)</translation>
    </message>
    <message>
        <source>Compare %1 with run (implementation, title, name, id or digest prefix):</source>
        <translation>%1 と比較する実行 (実装、タイトル、名前、ID、またはダイジェストの先頭):</translation>
    </message>
    <message>
        <source>Leader&amp;board</source>
        <translation>リーダーボード(&amp;B)</translation>
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
        <translation>フォルダーをワークスペースに追加(&amp;K)…</translation>
    </message>
    <message>
        <source>Add a folder of traces</source>
        <translation>トレースのフォルダーを追加</translation>
    </message>
    <message>
        <source>Already in the workspace: %1</source>
        <translation>すでにワークスペースにあります: %1</translation>
    </message>
    <message>
        <source>Filter runs</source>
        <translation>実行を絞り込む</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>ページ</translation>
    </message>
    <message numerus="yes">
        <source>%n unranked (%1)</source>
        <translation>
            <numerusform>順位なし %n 件（%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>Rank runs that &amp;fail integrity checks</source>
        <translation>整合性検査に失敗した実行も順位付け(&amp;F)</translation>
    </message>
    <message>
        <source>Rank runs with a declared ≠ computed reference too, marked, for inspection; every figure and export made meanwhile says so</source>
        <translation>参照が「宣言 ≠ 計算」の実行も印を付けて確認のため順位付けします。その間に作成した図とエクスポートにはその旨が記されます</translation>
    </message>
    <message>
        <source>Preparing the table…</source>
        <translation>表を準備しています…</translation>
    </message>
    <message numerus="yes">
        <source>Workspace of %n file(s): %1</source>
        <translation>
            <numerusform>%n 個のファイルのワークスペース: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the embedded sample</source>
        <translation>組み込みサンプル</translation>
    </message>
</context>
<context>
    <name>kie::ui::ManifestView</name>
    <message numerus="yes">
        <source>object, %n member(s)</source>
        <translation>
            <numerusform>オブジェクト、メンバー %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>array, %n element(s)</source>
        <translation>
            <numerusform>配列、要素 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>真偽値</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>This object</source>
        <translation>このオブジェクト</translation>
    </message>
    <message>
        <source>digest of {apiVersion, kind, spec}</source>
        <translation>{apiVersion, kind, spec} のダイジェスト</translation>
    </message>
    <message>
        <source>digest</source>
        <translation>ダイジェスト</translation>
    </message>
    <message>
        <source>no digest</source>
        <translation>ダイジェストなし</translation>
    </message>
    <message>
        <source>declared by the run</source>
        <translation>実行が宣言した値</translation>
    </message>
    <message>
        <source>declared digest</source>
        <translation>宣言されたダイジェスト</translation>
    </message>
    <message>
        <source>not declared</source>
        <translation>宣言なし</translation>
    </message>
    <message>
        <source>computed from the object</source>
        <translation>オブジェクトから計算した値</translation>
    </message>
    <message>
        <source>computed digest</source>
        <translation>計算したダイジェスト</translation>
    </message>
    <message>
        <source>no object with this digest in the file</source>
        <translation>このダイジェストを持つオブジェクトはファイル内にありません</translation>
    </message>
    <message>
        <source>nothing to compute</source>
        <translation>計算対象なし</translation>
    </message>
    <message>
        <source>digest %1</source>
        <translation>ダイジェスト %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Both digests of every reference are on the References tab.</source>
        <translation>各参照の 2 つのダイジェストは「参照とダイジェスト」タブにあります。</translation>
    </message>
    <message>
        <source>No object selected</source>
        <translation>オブジェクトが選択されていません</translation>
    </message>
    <message>
        <source>Object:</source>
        <translation>オブジェクト:</translation>
    </message>
    <message>
        <source>Copy exact JSON</source>
        <translation>JSON をそのままコピー</translation>
    </message>
    <message>
        <source>Copy the object&apos;s bytes exactly as they are in the file</source>
        <translation>オブジェクトのバイト列をファイル内のとおり正確にコピーします</translation>
    </message>
    <message>
        <source>Copy pretty JSON</source>
        <translation>整形した JSON をコピー</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Value (as written)</source>
        <translation>値 (記述どおり)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>ツリー</translation>
    </message>
    <message>
        <source>References &amp;&amp; digests</source>
        <translation>参照とダイジェスト</translation>
    </message>
    <message>
        <source>The tree stops after %1 values; the Source tab has everything.</source>
        <translation>ツリーは %1 個の値で打ち切られています。すべての内容は「ソース」タブにあります。</translation>
    </message>
    <message>
        <source>Canonical manifest · %1</source>
        <translation>正規マニフェスト · %1</translation>
    </message>
    <message>
        <source>run · %1</source>
        <translation>実行 · %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>attestation · %1</source>
        <translation>証明 · %1</translation>
    </message>
    <message>
        <source>Canonical manifest · %1 %2</source>
        <translation>正規マニフェスト · %1 %2</translation>
    </message>
    <message>
        <source>exact JSON of %1</source>
        <translation>%1 の正確な JSON</translation>
    </message>
    <message>
        <source>pretty JSON of %1</source>
        <translation>%1 の整形済み JSON</translation>
    </message>
    <message>
        <source>Not shown: %1.</source>
        <translation>表示されません: %1。</translation>
    </message>
</context>
<context>
    <name>kie::ui::NoteDialog</name>
    <message>
        <source>Add note or reproduction</source>
        <translation>ノートまたは再現を追加</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation>ノート(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Reproduction (I measured it)</source>
        <translation>再現（自分で測定）(&amp;R)</translation>
    </message>
    <message>
        <source>What you found, e.g. &quot;timer differs from the leaderboard&apos;s&quot;</source>
        <translation>気づいたこと。例:「タイマーがリーダーボードのものと異なる」</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>レイテンシ</translation>
    </message>
    <message>
        <source>Typed below</source>
        <translation>下に入力</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>実行環境</translation>
    </message>
    <message>
        <source>e.g. NVIDIA B200</source>
        <translation>例: NVIDIA B200</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>e.g. torch=2.8.0, cuda=12.8</source>
        <translation>例: torch=2.8.0, cuda=12.8</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作成者</translation>
    </message>
    <message>
        <source>&amp;Sign with my key (a signed note cannot be edited later, only replaced)</source>
        <translation>自分の鍵で署名する（署名済みのノートは後で編集できず、置き換えのみ可能）(&amp;S)</translation>
    </message>
    <message>
        <source>Kept on this computer and shown as &quot;local&quot; whenever a run with this digest is open. File &gt; Export can include it.</source>
        <translation>このコンピューターに保存され、このダイジェストの実行を開くたびに「ローカル」として表示されます。ファイル &gt; エクスポート に含めることができます。</translation>
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
        <translation>ローカルのノート</translation>
    </message>
    <message>
        <source>Add note or reproduction…</source>
        <translation>ノートまたは再現を追加…</translation>
    </message>
    <message>
        <source>Local notes are unavailable: %1</source>
        <translation>ローカルのノートは使用できません: %1</translation>
    </message>
    <message>
        <source>local</source>
        <translation>ローカル</translation>
    </message>
    <message>
        <source>Reproduction</source>
        <translation>再現</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>作成者 %1</translation>
    </message>
    <message>
        <source>new version</source>
        <translation>新しい版</translation>
    </message>
    <message>
        <source>also in this archive</source>
        <translation>このアーカイブにも含まれる</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <source>on environment</source>
        <translation>実行環境</translation>
    </message>
    <message>
        <source>environment digest</source>
        <translation>実行環境のダイジェスト</translation>
    </message>
    <message>
        <source>on</source>
        <translation>環境</translation>
    </message>
    <message>
        <source>New version…</source>
        <translation>新しい版…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <source>A signed note cannot change; a new version replaces it here.</source>
        <translation>署名済みのノートは変更できません。ここでは新しい版がそれに置き換わります。</translation>
    </message>
    <message>
        <source>Change this note.</source>
        <translation>このノートを変更する。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>None. Notes you add are kept on this computer and shown whenever a run with this digest is open.</source>
        <translation>ありません。追加したノートはこのコンピューターに保存され、このダイジェストの実行を開くたびに表示されます。</translation>
    </message>
    <message>
        <source>About run %1 (%2)</source>
        <translation>実行 %1（%2）について</translation>
    </message>
    <message>
        <source>Note not signed</source>
        <translation>ノートは署名されていません</translation>
    </message>
    <message>
        <source>Note not saved</source>
        <translation>ノートは保存されていません</translation>
    </message>
    <message>
        <source>New version of a signed note</source>
        <translation>署名済みノートの新しい版</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>ノートを編集</translation>
    </message>
    <message>
        <source>Delete note</source>
        <translation>ノートを削除</translation>
    </message>
    <message>
        <source>Delete this local note? Copies already exported stay as they are.</source>
        <translation>このローカルのノートを削除しますか？ すでにエクスポートしたコピーはそのまま残ります。</translation>
    </message>
    <message>
        <source>Note not deleted</source>
        <translation>ノートは削除されていません</translation>
    </message>
    <message>
        <source>Read-only: %1</source>
        <translation>読み取り専用: %1</translation>
    </message>
    <message>
        <source>Some notes could not be read: %1</source>
        <translation>一部のメモを読めませんでした: %1</translation>
    </message>
    <message>
        <source>%1

What you typed could not be kept either: %2

%3</source>
        <translation>%1

入力した内容も保存できませんでした: %2

%3</translation>
    </message>
    <message>
        <source>%1

What you typed is kept in %2.</source>
        <translation>%1

入力した内容は %2 に保存されています。</translation>
    </message>
    <message>
        <source>No note about this run could be read.</source>
        <translation>この実行に関するメモを読めませんでした。</translation>
    </message>
</context>
<context>
    <name>kie::ui::OpenUrlDialog</name>
    <message>
        <source>Open URL</source>
        <translation>URL を開く</translation>
    </message>
    <message>
        <source>https://example.org/runs/archive.json</source>
        <translation>https://example.org/runs/archive.json</translation>
    </message>
    <message>
        <source>Allow plain &amp;http for this URL</source>
        <translation>この URL に暗号化されていない http を許可(&amp;H)</translation>
    </message>
    <message>
        <source>Plain http is not encrypted: anyone between you and the server can read the archive or change it on the way. Give its expected SHA-256 below to detect changes.</source>
        <translation>http は暗号化されていません。あなたとサーバーの間にいる誰もが、アーカイブを読んだり途中で改ざんしたりできます。改ざんを検出するには、下に期待する SHA-256 を入力してください。</translation>
    </message>
    <message>
        <source>optional: 64 hexadecimal digits</source>
        <translation>任意: 16 進数 64 桁</translation>
    </message>
    <message>
        <source>optional: PEM file for a self-hosted index</source>
        <translation>任意: 自前でホストするインデックス用の PEM ファイル</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>URL(&amp;U):</translation>
    </message>
    <message>
        <source>Expected &amp;SHA-256:</source>
        <translation>期待する SHA-256(&amp;S):</translation>
    </message>
    <message>
        <source>Extra &amp;CA certificates:</source>
        <translation>追加の CA 証明書(&amp;C):</translation>
    </message>
    <message>
        <source>Enter the URL of a run archive.</source>
        <translation>実行アーカイブの URL を入力してください。</translation>
    </message>
    <message>
        <source>This is not a valid URL.</source>
        <translation>有効な URL ではありません。</translation>
    </message>
    <message>
        <source>Plain http is refused unless you allow it for this URL.</source>
        <translation>この URL に許可しない限り、暗号化されていない http は拒否されます。</translation>
    </message>
    <message>
        <source>Only https URLs can be opened.</source>
        <translation>開けるのは https の URL のみです。</translation>
    </message>
    <message>
        <source>The expected SHA-256 must be 64 hexadecimal digits.</source>
        <translation>期待する SHA-256 は 16 進数 64 桁である必要があります。</translation>
    </message>
    <message>
        <source>The expected SHA-256 and the URL&apos;s #sha256= fragment disagree.</source>
        <translation>期待する SHA-256 と URL の #sha256= フラグメントが一致しません。</translation>
    </message>
    <message>
        <source>The CA certificate file does not exist.</source>
        <translation>CA 証明書ファイルが存在しません。</translation>
    </message>
    <message>
        <source>Choose CA certificates</source>
        <translation>CA 証明書を選択</translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>PEM 証明書 (*.pem *.crt *.cer);;すべてのファイル (*)</translation>
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
%4 件中 %3 位</translation>
    </message>
    <message>
        <source>Latency ranking plot</source>
        <translation>レイテンシの順位プロット</translation>
    </message>
    <message>
        <source>Left and Right select the previous or next run, Home and End the best or last, Enter opens its manifest.</source>
        <translation>← と → で前または次の実行、Home と End で最良または最後の実行を選択し、Enter でそのマニフェストを開きます。</translation>
    </message>
    <message>
        <source>unranked</source>
        <translation>順位なし</translation>
    </message>
    <message>
        <source>Selected: %1 %2, %3.</source>
        <translation>選択中: %1 %2、%3。</translation>
    </message>
</context>
<context>
    <name>kie::ui::RatioHeatmap</name>
    <message>
        <source>Nothing to show</source>
        <translation>表示するものがありません</translation>
    </message>
</context>
<context>
    <name>kie::ui::ReloadBar</name>
    <message>
        <source>Reload</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>%1 changed on disk. Reload to see what it holds now.</source>
        <translation>%1 がディスク上で変更されました。現在の内容を見るには再読み込みしてください。</translation>
    </message>
</context>
<context>
    <name>kie::ui::RunCasesWidget</name>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Log of case %1 (%2)</source>
        <translation>ケース %1 のログ (%2)</translation>
    </message>
    <message>
        <source>The source recorded no log for this case.</source>
        <translation>このケースのログはソースに記録されていません。</translation>
    </message>
    <message>
        <source>This run has no per-case results.</source>
        <translation>この実行にはケースごとの結果がありません。</translation>
    </message>
    <message>
        <source>Cases: %1 (%2)</source>
        <translation>ケース: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 mean over passed cases</source>
        <translation>合格ケースの平均 %1</translation>
    </message>
    <message>
        <source>no SOL bound in source</source>
        <translation>ソースに SOL の上限値なし</translation>
    </message>
    <message>
        <source>Filter cases (uuid, axes, status)…</source>
        <translation>ケースを絞り込み (UUID、軸、ステータス)…</translation>
    </message>
    <message>
        <source>Select a case to see its log.</source>
        <translation>ケースを選択するとログを表示します。</translation>
    </message>
    <message>
        <source>fast_p of %1</source>
        <translation>%1 の fast_p</translation>
    </message>
    <message>
        <source>fast_p — %1</source>
        <translation>fast_p — %1</translation>
    </message>
    <message>
        <source>Pop out</source>
        <translation>別ウィンドウで表示</translation>
    </message>
    <message>
        <source>Open the fast_p chart in its own window, which you can resize.</source>
        <translation>fast_p グラフをサイズ変更可能な別ウィンドウで開きます。</translation>
    </message>
    <message>
        <source>fast_p curve</source>
        <translation>fast_p 曲線</translation>
    </message>
</context>
<context>
    <name>kie::ui::RunPage</name>
    <message>
        <source>Choose a run in the table or the plot to see its page.</source>
        <translation>表またはグラフで実行を選択すると、そのページを表示します。</translation>
    </message>
    <message>
        <source>Primary measurement</source>
        <translation>主要測定値</translation>
    </message>
    <message>
        <source>Compare with #1 →</source>
        <translation>#1 と比較 →</translation>
    </message>
    <message>
        <source>Show manifest</source>
        <translation>マニフェストを表示</translation>
    </message>
    <message>
        <source>Cite this record (permalink, digest, access date)</source>
        <translation>このレコードを引用 (パーマリンク、ダイジェスト、アクセス日)</translation>
    </message>
    <message>
        <source>Canonical manifest</source>
        <translation>正規マニフェスト</translation>
    </message>
    <message>
        <source>The run exactly as read, its references and their verification.</source>
        <translation>読み込んだままの実行と、その参照および検証結果。</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>記録なし</translation>
    </message>
    <message>
        <source>Nothing in this run&apos;s group is ranked</source>
        <translation>この実行のグループには順位付きの実行がありません</translation>
    </message>
    <message>
        <source>This run is #1 of its group</source>
        <translation>この実行はグループの #1 です</translation>
    </message>
    <message>
        <source>Put this run beside its group&apos;s #1, field by field</source>
        <translation>この実行をグループの #1 と項目ごとに並べて比較します</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>識別情報</translation>
    </message>
    <message>
        <source>implementation</source>
        <translation>実装</translation>
    </message>
    <message>
        <source>project</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>revision</source>
        <translation>リビジョン</translation>
    </message>
    <message>
        <source>language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>author</source>
        <translation>作成者</translation>
    </message>
    <message>
        <source>source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>The run names no implementation object; the name above comes from its title.</source>
        <translation>この実行は実装オブジェクトを指定していません。上の名前は実行のタイトルから取ったものです。</translation>
    </message>
    <message>
        <source>The implementation object is not in this archive; the name above comes from the run&apos;s title.</source>
        <translation>実装オブジェクトはこのアーカイブにありません。上の名前は実行のタイトルから取ったものです。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>run id</source>
        <translation>実行 ID</translation>
    </message>
    <message>
        <source>record digest</source>
        <translation>レコードダイジェスト</translation>
    </message>
    <message>
        <source>comparison key (declared)</source>
        <translation>比較キー (宣言値)</translation>
    </message>
    <message>
        <source>comparison key (derived)</source>
        <translation>比較キー (導出値)</translation>
    </message>
    <message>
        <source>comparison key</source>
        <translation>比較キー</translation>
    </message>
    <message>
        <source>benchmark</source>
        <translation>ベンチマーク</translation>
    </message>
    <message>
        <source>external id</source>
        <translation>外部 ID</translation>
    </message>
    <message>
        <source>no source-native record</source>
        <translation>ソースネイティブのレコードなし</translation>
    </message>
    <message>
        <source>labels</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>annotations</source>
        <translation>アノテーション</translation>
    </message>
    <message>
        <source>Correctness</source>
        <translation>正確性</translation>
    </message>
    <message>
        <source>status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>max absolute error</source>
        <translation>最大絶対誤差</translation>
    </message>
    <message>
        <source>max relative error</source>
        <translation>最大相対誤差</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>リファレンス</translation>
    </message>
    <message>
        <source>comparator</source>
        <translation>比較方法</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>definition</source>
        <translation>定義</translation>
    </message>
    <message>
        <source>description</source>
        <translation>説明</translation>
    </message>
    <message numerus="yes">
        <source>suite of %n case(s)</source>
        <translation>
            <numerusform>%n ケースのスイート</numerusform>
        </translation>
    </message>
    <message>
        <source>suite</source>
        <translation>スイート</translation>
    </message>
    <message>
        <source>axes</source>
        <translation>軸</translation>
    </message>
    <message>
        <source>The workload object is not in this archive; only its digest is known.</source>
        <translation>ワークロードオブジェクトはこのアーカイブにありません。わかっているのはダイジェストだけです。</translation>
    </message>
    <message>
        <source>The run names no workload.</source>
        <translation>この実行はワークロードを指定していません。</translation>
    </message>
    <message>
        <source>benchmark (from the source)</source>
        <translation>ベンチマーク (ソースより)</translation>
    </message>
    <message>
        <source>comparator (from the protocol)</source>
        <translation>比較方法 (プロトコルより)</translation>
    </message>
    <message numerus="yes">
        <source>suite of %n case(s) (from the run)</source>
        <translation>
            <numerusform>%n ケースのスイート (実行より)</numerusform>
        </translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>測定値</translation>
    </message>
    <message>
        <source>  (primary)</source>
        <translation>  (主要)</translation>
    </message>
    <message>
        <source>%1 ns as recorded</source>
        <translation>記録値 %1 ns</translation>
    </message>
    <message>
        <source>No latency recorded.</source>
        <translation>レイテンシの記録はありません。</translation>
    </message>
    <message>
        <source>source metrics</source>
        <translation>ソースのメトリクス</translation>
    </message>
    <message>
        <source>No per-case results recorded.</source>
        <translation>ケースごとの結果は記録されていません。</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>プロトコル</translation>
    </message>
    <message>
        <source>The bundle carries this protocol, but its digest is not the one the run declares: it is not the protocol the run was measured with, or it was altered.</source>
        <translation>バンドルにはこのプロトコルが含まれていますが、そのダイジェストは実行が宣言したものと異なります。実行の測定に使われたプロトコルではないか、改変されています。</translation>
    </message>
    <message>
        <source>harness</source>
        <translation>ハーネス</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>タイマー</translation>
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
        <translation>未公開</translation>
    </message>
    <message>
        <source>comparabilityFamily</source>
        <translation>comparabilityFamily</translation>
    </message>
    <message>
        <source>comparability notes</source>
        <translation>比較可能性に関する注記</translation>
    </message>
    <message>
        <source>The run names no protocol.</source>
        <translation>この実行はプロトコルを指定していません。</translation>
    </message>
    <message>
        <source>The protocol object is not in this archive; only its digest is known.</source>
        <translation>プロトコルオブジェクトはこのアーカイブにありません。わかっているのはダイジェストだけです。</translation>
    </message>
    <message>
        <source>primaryStatistic (from the run)</source>
        <translation>primaryStatistic (実行より)</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>実行環境</translation>
    </message>
    <message>
        <source>The bundle carries this environment, but its digest is not the one the run declares.</source>
        <translation>バンドルにはこの実行環境が含まれていますが、そのダイジェストは実行が宣言したものと異なります。</translation>
    </message>
    <message>
        <source>gpu</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>vendor</source>
        <translation>ベンダー</translation>
    </message>
    <message>
        <source>software libraries</source>
        <translation>ソフトウェアライブラリ</translation>
    </message>
    <message>
        <source>The run names no environment.</source>
        <translation>この実行は実行環境を指定していません。</translation>
    </message>
    <message>
        <source>The environment object is not in this archive; only its digest is known.</source>
        <translation>実行環境オブジェクトはこのアーカイブにありません。わかっているのはダイジェストだけです。</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>アーティファクト</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(名前なし)</translation>
    </message>
    <message>
        <source>uri</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>artifact URI</source>
        <translation>アーティファクトの URI</translation>
    </message>
    <message>
        <source>digest</source>
        <translation>ダイジェスト</translation>
    </message>
    <message>
        <source>artifact digest</source>
        <translation>アーティファクトのダイジェスト</translation>
    </message>
    <message>
        <source>Attestations &amp;&amp; notes</source>
        <translation>証明とメモ</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <source>on environment</source>
        <translation>実行環境</translation>
    </message>
    <message>
        <source>environment digest</source>
        <translation>実行環境のダイジェスト</translation>
    </message>
    <message>
        <source>Show attestation manifest</source>
        <translation>証明のマニフェストを表示</translation>
    </message>
    <message>
        <source>Community attestations. They never change the evidence level; only a controlled rerun does.</source>
        <translation>コミュニティによる証明です。証明によってエビデンスレベルが変わることはありません。変わるのは管理下での再実行 (controlled rerun) だけです。</translation>
    </message>
    <message>
        <source>the run names no %1 digest</source>
        <translation>この実行は %1 のダイジェストを指定していません</translation>
    </message>
    <message>
        <source>declared digest</source>
        <translation>宣言されたダイジェスト</translation>
    </message>
    <message>
        <source>computed digest</source>
        <translation>計算したダイジェスト</translation>
    </message>
    <message>
        <source>latency · %1</source>
        <translation>レイテンシ · %1</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>この実行</translation>
    </message>
    <message>
        <source>An object carried with this run is not the one it declares; its rank and figures are shown as recorded. The reference below says which.</source>
        <translation>この実行に同梱されたオブジェクトは宣言されたものではありません。順位と数値は記録どおりに表示しています。どれかは下の参照に示します。</translation>
    </message>
    <message>
        <source>Run page</source>
        <translation>実行ページ</translation>
    </message>
</context>
<context>
    <name>kie::ui::RunTableColumns</name>
    <message>
        <source>Move column &amp;left</source>
        <translation>列を左へ移動(&amp;L)</translation>
    </message>
    <message>
        <source>Move column &amp;right</source>
        <translation>列を右へ移動(&amp;R)</translation>
    </message>
    <message>
        <source>Reset &amp;columns</source>
        <translation>列をリセット(&amp;C)</translation>
    </message>
</context>
<context>
    <name>kie::ui::SampleNotice</name>
    <message>
        <source>This is the sample archive: invented runs around one real seed record. Open your own:</source>
        <translation>これはサンプルアーカイブです: 実在するシードレコード 1 件と架空の実行。自分のデータを開く:</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>ファイルを開く…</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>フォルダーを開く…</translation>
    </message>
    <message>
        <source>Open URL…</source>
        <translation>URL を開く…</translation>
    </message>
    <message>
        <source>Sample data notice</source>
        <translation>サンプルデータのお知らせ</translation>
    </message>
</context>
<context>
    <name>kie::ui::ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation>ウィンドウ</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>すべての場所</translation>
    </message>
    <message>
        <source>Ranking plot (when it has the focus)</source>
        <translation>順位プロット (フォーカスがあるとき)</translation>
    </message>
    <message>
        <source>Run table</source>
        <translation>実行テーブル</translation>
    </message>
    <message>
        <source>Next / previous pane (inside a page: its next / previous control)</source>
        <translation>次 / 前のペイン (ページ内ではその次 / 前のコントロール)</translation>
    </message>
    <message>
        <source>Previous / next run</source>
        <translation>前 / 次の実行</translation>
    </message>
    <message>
        <source>Show or hide columns, reset them</source>
        <translation>列の表示・非表示、リセット</translation>
    </message>
    <message>
        <source>right-click the header</source>
        <translation>ヘッダーを右クリック</translation>
    </message>
    <message>
        <source>Previous / next run in the ranking</source>
        <translation>順位内の前 / 次の実行</translation>
    </message>
    <message>
        <source>The #1 / the last run</source>
        <translation>#1 / 最後の実行</translation>
    </message>
    <message>
        <source>Open the selected run&apos;s manifest</source>
        <translation>選択した実行のマニフェストを開く</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
</context>
<context>
    <name>kie::ui::SigningKeyDialog</name>
    <message>
        <source>Signing key</source>
        <translation>署名鍵</translation>
    </message>
    <message>
        <source>Notes and reproductions you sign carry your Ed25519 public key and a signature, so anyone who opens them can check that nobody edited them. The private key stays in this file, readable only by you; it is never shown or exported.</source>
        <translation>署名したノートと再現には Ed25519 公開鍵と署名が含まれるため、開いた人は誰も編集していないことを確認できます。秘密鍵はあなただけが読めるこのファイルに保存され、表示やエクスポートされることはありません。</translation>
    </message>
    <message>
        <source>the name your notes are signed as (optional)</source>
        <translation>ノートに署名する名前（任意）</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>鍵ファイル</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Public key</source>
        <translation>公開鍵</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作成者</translation>
    </message>
    <message>
        <source>&amp;Generate new key…</source>
        <translation>新しい鍵を生成(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Import PEM…</source>
        <translation>PEM をインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Ed25519 key, protected by a passphrase (asked when you sign)</source>
        <translation>Ed25519 鍵、パスフレーズで保護（署名時に入力）</translation>
    </message>
    <message>
        <source>Ed25519 key, no passphrase</source>
        <translation>Ed25519 鍵、パスフレーズなし</translation>
    </message>
    <message>
        <source>shown in each note you sign</source>
        <translation>署名した各ノートに表示されます</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>パスフレーズ</translation>
    </message>
    <message>
        <source>Replace signing key</source>
        <translation>署名鍵を置き換え</translation>
    </message>
    <message>
        <source>Replace the key in %1? Notes signed with it stay valid, but you can no longer sign as that key.</source>
        <translation>%1 の鍵を置き換えますか？ その鍵で署名したノートは有効なままですが、その鍵で署名することはできなくなります。</translation>
    </message>
    <message>
        <source>Import Ed25519 private key</source>
        <translation>Ed25519 秘密鍵をインポート</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.key);;All files (*)</source>
        <translation>PEM ファイル (*.pem *.key);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>Passphrase of %1:</source>
        <translation>%1 のパスフレーズ:</translation>
    </message>
    <message>
        <source>Passphrase of your signing key:</source>
        <translation>署名鍵のパスフレーズ:</translation>
    </message>
    <message>
        <source>Not signed: no passphrase given.</source>
        <translation>署名していません: パスフレーズが入力されませんでした。</translation>
    </message>
    <message>
        <source>No key yet: generate one or import a PEM file with the buttons below.</source>
        <translation>まだ鍵がありません: 下のボタンで生成するか PEM ファイルをインポートしてください。</translation>
    </message>
    <message>
        <source>A passphrase protects the key file; it is asked for each time you sign. Leave both fields empty for none.</source>
        <translation>パスフレーズは鍵ファイルを保護し、署名のたびに尋ねられます。不要なら両方とも空欄のままにしてください。</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>パスフレーズ(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>もう一度(&amp;A):</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>2 つのパスフレーズが一致しません。</translation>
    </message>
</context>
<context>
    <name>kie::ui::SolCalculator</name>
    <message>
        <source>SOL calculator</source>
        <translation>SOL 計算機</translation>
    </message>
    <message>
        <source>Target SOL score</source>
        <translation>目標 SOL スコア</translation>
    </message>
    <message>
        <source>Latency needed</source>
        <translation>必要なレイテンシ</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>差</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>ケース</translation>
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
        <translation>スコア</translation>
    </message>
    <message>
        <source>T_k for target</source>
        <translation>目標の T_k</translation>
    </message>
    <message>
        <source>Above the bound</source>
        <translation>限界との差</translation>
    </message>
    <message>
        <source>Published score: %1</source>
        <translation>公表スコア：%1</translation>
    </message>
    <message>
        <source>SOL bound not in this record: the calculator needs %1.</source>
        <translation>この記録には SOL 限界がありません：計算機には %1 が必要です。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Suite SOL score %1 from %2 of %3 cases with T_SOL and T_b</source>
        <translation>スイート SOL スコア %1（T_SOL と T_b のある %3 ケース中 %2 ケースから）</translation>
    </message>
    <message>
        <source>published %1</source>
        <translation>公表値 %1</translation>
    </message>
    <message>
        <source>mean %1 for SOL %2; now %3, %4 to go</source>
        <translation>SOL %2 には平均 %1；現在 %3、あと %4</translation>
    </message>
    <message>
        <source>to the bound: %1 above the mean T_SOL %2</source>
        <translation>限界まで：平均 T_SOL %2 より %1</translation>
    </message>
    <message>
        <source>to #1: this run is #1</source>
        <translation>1 位まで：この実行が 1 位です</translation>
    </message>
    <message>
        <source>to #1: %1 (#1 at %2)</source>
        <translation>1 位まで：%1（1 位は %2）</translation>
    </message>
    <message>
        <source>to #1: no ranked #1 to measure against</source>
        <translation>1 位まで：比較できる順位付きの 1 位がありません</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>記録なし</translation>
    </message>
    <message>
        <source>mean %1 for SOL %2; now %3: reached, %4 faster than needed</source>
        <translation>SOL %2 に必要な平均 %1; 現在 %3: 達成済み、必要より %4 速い</translation>
    </message>
</context>
<context>
    <name>kie::ui::StateBadge</name>
    <message>
        <source>The object with the declared digest is in the file and matches it.</source>
        <translation>宣言されたダイジェストを持つオブジェクトがファイル内にあり、一致しています。</translation>
    </message>
    <message>
        <source>The object carried with the run has another digest than the one the run declares: it is not what the run was measured with, or it was altered.</source>
        <translation>実行に同梱されたオブジェクトのダイジェストは、実行が宣言したものと異なります。実行の計測に使われたものではないか、改変されています。</translation>
    </message>
    <message>
        <source>No object with the declared digest is in this file, so it cannot be checked here.</source>
        <translation>宣言されたダイジェストを持つオブジェクトがこのファイルにないため、ここでは確認できません。</translation>
    </message>
    <message>
        <source>The run declares no digest for this.</source>
        <translation>この実行はこれについてダイジェストを宣言していません。</translation>
    </message>
    <message>
        <source>The Ed25519 signature verifies against the attestation as written.</source>
        <translation>Ed25519 署名は、記述どおりの証明に対して検証されます。</translation>
    </message>
    <message>
        <source>The signature does not verify: the attestation was changed after signing, or the signature is broken.</source>
        <translation>署名を検証できません。署名後に証明が変更されたか、署名が壊れています。</translation>
    </message>
    <message>
        <source>The attestation carries no signature.</source>
        <translation>この証明には署名がありません。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>kie::ui::TableExport</name>
    <message>
        <source>Run id</source>
        <translation>実行 ID</translation>
    </message>
    <message>
        <source>Citation key</source>
        <translation>引用キー</translation>
    </message>
    <message>
        <source>CSV, UTF-8 (*.csv)</source>
        <translation>CSV、UTF-8 (*.csv)</translation>
    </message>
    <message>
        <source>Markdown table (*.md)</source>
        <translation>Markdown の表 (*.md)</translation>
    </message>
    <message>
        <source>LaTeX tabular (*.tex)</source>
        <translation>LaTeX の tabular (*.tex)</translation>
    </message>
    <message>
        <source>Tab-separated (*.tsv)</source>
        <translation>タブ区切り (*.tsv)</translation>
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
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>%1 をコピー</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Use this language (de, ja, zh_CN, en) instead of the system&apos;s.</source>
        <translation>システムの言語の代わりにこの言語 (de、ja、zh_CN、en) を使用します。</translation>
    </message>
</context>
</TS>
