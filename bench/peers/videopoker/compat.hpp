// Force-included (g++ -include) into every videopoker-solver file that run.sh
// compiles, so that its source builds unchanged with GCC 12.
//
// bitcards.hpp's constructor from a string ("Kh Qh Jh Th 2s") calls
// std::ranges::fold_left, which is C++23 and came with libstdc++ 13. When the
// library lacks it, this defines a minimal one with the same result: the left
// fold of the range from `init`, its type that of f(init, element). Neither the
// solver nor the driver calls that constructor; the definition only lets the
// header compile. Nothing is defined when the library has its own.
#pragma once
#include <version>
#if !defined(__cpp_lib_ranges_fold)
#include <functional>
#include <ranges>
#include <type_traits>
#include <utility>

namespace std::ranges {
struct showdown_compat_fold_left {
    template <input_range R, class T, class F>
    constexpr auto operator()(R&& r, T init, F f) const {
        using U = decay_t<invoke_result_t<F&, T, range_reference_t<R>>>;
        U acc = static_cast<U>(std::move(init));
        for (auto&& x : r)
            acc = static_cast<U>(std::invoke(f, std::move(acc), std::forward<decltype(x)>(x)));
        return acc;
    }
};
inline constexpr showdown_compat_fold_left fold_left{};
} // namespace std::ranges
#endif
