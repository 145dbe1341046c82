#ifndef TIDINGS_CCURL_SHIM_H
#define TIDINGS_CCURL_SHIM_H

#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed
// wrapper per kind of argument.

typedef size_t (*tidings_curl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode tidings_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode tidings_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode tidings_curl_set_pointer(CURL *handle, CURLoption option, const void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode tidings_curl_set_callback(CURL *handle, CURLoption option, tidings_curl_data_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

// Only http and https, for the request and for anything a redirect names. The string form is
// libcurl 7.85's; older ones (Ubuntu 22.04 has 7.81) only have the bit mask.
static inline CURLcode tidings_curl_web_only(CURL *handle) {
#if LIBCURL_VERSION_NUM >= 0x075500
    CURLcode code = curl_easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    return code != CURLE_OK ? code : curl_easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
#else
    CURLcode code = curl_easy_setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    return code != CURLE_OK ? code : curl_easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
#endif
}

static inline long tidings_curl_response_code(CURL *handle) {
    long code = 0;
    curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &code);
    return code;
}

// The absolute URL a 3xx answer points to (resolved against the request), or NULL.
static inline const char *tidings_curl_redirect_url(CURL *handle) {
    char *url = NULL;
    curl_easy_getinfo(handle, CURLINFO_REDIRECT_URL, &url);
    return url;
}

static inline CURLcode tidings_curl_message_result(const CURLMsg *message) {
    return message->data.result;
}

#endif
