// videopoker-solver side of the video poker peer benchmark (see README.md).
//
// videopoker-solver (github.com/VincentPinet/videopoker-solver) plays full-pay
// 9/6 Jacks or Better, its only game, in two parts: a static initializer in
// lib/src/solver.cpp counts the final hands of every set of 0 to 5 cards (before
// main), and vps::solver::solve() then plays every class of deals up to suits.
// Its own app prints solve()'s double to 7 significant digits; this driver, in
// place of app/src/main.cpp, prints it to 17 (enough to give the double back) and
// times both parts, one thread as the solver has:
//
//   return <17 significant digits>
//   time init <s>     (from a constructor of priority 101, which runs before
//                      every ordinary static initializer, to the start of main)
//   time solve <s>    (the call to solve())
//   time game <s>     (the two together: the whole game from nothing)
//   info peak-kb <KB> (the process's peak resident memory, VmHWM, on Linux)
#include <vps/solver.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {
    using clock_type = std::chrono::steady_clock;
    clock_type::time_point start; // set before solver.cpp's initializer runs

    __attribute__((constructor(101))) void mark_start() { start = clock_type::now(); }

    double seconds(clock_type::time_point a, clock_type::time_point b) {
        return std::chrono::duration<double>(b - a).count();
    }

    // The process's peak resident memory in KB (VmHWM in /proc/self/status), or -1.
    long peak_kb() {
        long kb = -1;
        if (std::FILE* f = std::fopen("/proc/self/status", "r")) {
            char line[256];
            while (std::fgets(line, sizeof line, f))
                if (std::strncmp(line, "VmHWM:", 6) == 0) kb = std::atol(line + 6);
            std::fclose(f);
        }
        return kb;
    }
} // namespace

int main() {
    const auto in_main = clock_type::now();
    const double ret = vps::solver::solve();
    const auto done = clock_type::now();
    std::printf("return %.17g\n", ret);
    std::printf("time init %.6f\n", seconds(start, in_main));
    std::printf("time solve %.6f\n", seconds(in_main, done));
    std::printf("time game %.6f\n", seconds(start, done));
    if (const long kb = peak_kb(); kb >= 0) std::printf("info peak-kb %ld\n", kb);
    return 0;
}
