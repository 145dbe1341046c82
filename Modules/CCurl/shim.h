#ifndef TIDINGS_CCURL_SHIM_H
#define TIDINGS_CCURL_SHIM_H

#include <curl/curl.h>
#include <dlfcn.h>

// libcurl is loaded when the first request is made, not when Tidings starts: it brings some
// thirty libraries of its own (TLS, Kerberos, LDAP…), whose loading and symbol binding took
// about 4 ms of every start, including those that never fetch (--version, --help) or draw from
// the kept copies first. The headers give the types and constants; the functions come from the
// library found at run time, through this table.
typedef struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    void (*easy_reset)(CURL *handle);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *multi);
    CURLMcode (*multi_add_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_perform)(CURLM *multi, int *running);
    CURLMcode (*multi_poll)(CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready);
    CURLMcode (*multi_wakeup)(CURLM *multi);
    CURLMsg *(*multi_info_read)(CURLM *multi, int *waiting);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
} tidings_curl_library;

// glibc's RTLD_DEEPBIND (dlfcn.h hides it without _GNU_SOURCE): libcurl's thirty libraries bind
// their symbols among themselves first, instead of searching every library Tidings itself links (the
// Swift runtime's among them) before reaching theirs. Measured: the first request's load 2 ms
// shorter, `tidings read` of a small page 17 → 15 ms installed (README, Start-up). Safe here:
// nothing libcurl allocates is freed by Tidings, nor the other way, and Tidings interposes no
// symbol libcurl's libraries use.
#if defined(__GLIBC__)
#define TIDINGS_RTLD_DEEPBIND 0x00008
#else
#define TIDINGS_RTLD_DEEPBIND 0
#endif

// Loads libcurl (the version these headers belong to, libcurl.so.4) and fills `library`; 0 when
// the library or one of its functions cannot be found.
static inline int tidings_curl_load(tidings_curl_library *library) {
    const char *names[] = {"libcurl.so.4", "libcurl.4.dylib", "libcurl.so", "libcurl.dylib"};
    void *handle = NULL;
    for (unsigned i = 0; i < sizeof names / sizeof names[0] && handle == NULL; i++) {
        handle = dlopen(names[i], RTLD_LAZY | RTLD_LOCAL | TIDINGS_RTLD_DEEPBIND);
    }
    if (handle == NULL) return 0;
#define TIDINGS_CURL_FIND(field) \
    if ((*(void **)&library->field = dlsym(handle, "curl_" #field)) == NULL) return 0;
    TIDINGS_CURL_FIND(global_init)
    TIDINGS_CURL_FIND(easy_init)
    TIDINGS_CURL_FIND(easy_cleanup)
    TIDINGS_CURL_FIND(easy_reset)
    TIDINGS_CURL_FIND(easy_setopt)
    TIDINGS_CURL_FIND(easy_getinfo)
    TIDINGS_CURL_FIND(multi_init)
    TIDINGS_CURL_FIND(multi_cleanup)
    TIDINGS_CURL_FIND(multi_add_handle)
    TIDINGS_CURL_FIND(multi_remove_handle)
    TIDINGS_CURL_FIND(multi_perform)
    TIDINGS_CURL_FIND(multi_poll)
    TIDINGS_CURL_FIND(multi_wakeup)
    TIDINGS_CURL_FIND(multi_info_read)
    TIDINGS_CURL_FIND(slist_append)
    TIDINGS_CURL_FIND(slist_free_all)
#undef TIDINGS_CURL_FIND
    return 1;
}

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed
// wrapper per kind of argument.

typedef size_t (*tidings_curl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode tidings_curl_set_long(const tidings_curl_library *curl, CURL *handle, CURLoption option, long value) {
    return curl->easy_setopt(handle, option, value);
}

static inline CURLcode tidings_curl_set_offset(const tidings_curl_library *curl, CURL *handle, CURLoption option, curl_off_t value) {
    return curl->easy_setopt(handle, option, value);
}

static inline CURLcode tidings_curl_set_pointer(const tidings_curl_library *curl, CURL *handle, CURLoption option, const void *value) {
    return curl->easy_setopt(handle, option, value);
}

static inline CURLcode tidings_curl_set_callback(const tidings_curl_library *curl, CURL *handle, CURLoption option, tidings_curl_data_callback callback) {
    return curl->easy_setopt(handle, option, callback);
}

// Only http and https, for the request and for anything a redirect names. The string form is
// libcurl 7.85's; older ones (Ubuntu 22.04 has 7.81) only have the bit mask.
static inline CURLcode tidings_curl_web_only(const tidings_curl_library *curl, CURL *handle) {
#if LIBCURL_VERSION_NUM >= 0x075500
    CURLcode code = curl->easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    return code != CURLE_OK ? code : curl->easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
#else
    CURLcode code = curl->easy_setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    return code != CURLE_OK ? code : curl->easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
#endif
}

static inline long tidings_curl_response_code(const tidings_curl_library *curl, CURL *handle) {
    long code = 0;
    curl->easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &code);
    return code;
}

// The absolute URL a 3xx answer points to (resolved against the request), or NULL.
static inline const char *tidings_curl_redirect_url(const tidings_curl_library *curl, CURL *handle) {
    char *url = NULL;
    curl->easy_getinfo(handle, CURLINFO_REDIRECT_URL, &url);
    return url;
}

static inline CURLcode tidings_curl_message_result(const CURLMsg *message) {
    return message->data.result;
}

#endif
