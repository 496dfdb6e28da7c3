// SPDX-License-Identifier: Apache-2.0
// kie-bench-simdjson-peer FILE: kie-bench-open's second peer. It only parses: the archive loaded whole
// and parsed by simdjson's DOM parser, the fastest JSON parse there is, its runs counted (ARCHIVE.md
// `items` of kind BenchmarkRun) so that nothing is skipped; no record built, nothing shown, no Qt
// loaded. What it costs on a machine is the parse plus writing the file and its DOM into fresh memory
// once, so beside the window it shows what that machine's memory alone takes of such a file.
// Prints "rows N" as the window's child does; exits 1 when the file does not parse.
#include <simdjson.h>

#include <cstdio>
#include <string_view>

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    simdjson::padded_string json;
    if (simdjson::padded_string::load(argv[1]).get(json) != simdjson::SUCCESS)
        return 1;
    simdjson::dom::parser parser;
    simdjson::dom::array items;
    if (parser.parse(json)["items"].get_array().get(items) != simdjson::SUCCESS)
        return 1;
    long runs = 0;
    for (const simdjson::dom::element item : items) {
        std::string_view kind;
        if (item["kind"].get_string().get(kind) == simdjson::SUCCESS && kind == "BenchmarkRun")
            ++runs;
    }
    std::printf("rows %ld\n", runs);
    return 0;
}
